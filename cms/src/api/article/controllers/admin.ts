import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import { findSecteur, keptImages, localizedWrite, readEditorialInput } from '../../../services/prepare-helpers';
import { POPULATE } from '../../../contract/queries';
import { toArticle } from '../../../contract/serializers';
import { ARTICLE, validateArticle, type ArticleInput } from '@teranga/domain';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    content: ARTICLE,
    populate: POPULATE.article,
    serialize: toArticle,
    async prepare({ mode, now, current, form, files }) {
      const input = readEditorialInput(ARTICLE, form, current) as ArticleInput;
      // The main image is replaced by a new file; `oldImage` (or nothing) keeps the current one.
      const keep = mode === 'edit' ? keptImages(current, 'imagePrincipale', undefined) : [];
      const hasImage = files.imagePrincipale.length > 0 || keep.length > 0;
      const validation = validateArticle(input, mode, { now, hasAuteur: true, hasImage });
      const prepared = localizedWrite(validation, current, ARTICLE, [
        { attribute: 'imagePrincipale', field: 'imagePrincipale', single: true, keep },
      ]);
      // The sector is optional: an unknown one is none.
      if (typeof prepared.shared.secteur === 'string')
        prepared.shared.secteur = prepared.shared.secteur ? ((await findSecteur(strapi, prepared.shared.secteur)) ?? null) : null;
      return prepared;
    },
  });

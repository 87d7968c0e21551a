import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import {
  firstTitle,
  formSpec,
  keptImages,
  perLanguage,
  pick,
  readLocalizedForm,
  readPointFocal,
  withCurrent,
  sanitizeRichFields,
} from '../../../services/prepare-helpers';
import { LABEL, POPULATE, UID } from '../../../contract/queries';
import { toArticle } from '../../../contract/serializers';
import { ARTICLE, localizedFields, sharedFields, validateArticle, type ArticleInput } from '@teranga/domain';

const LOCALIZED = localizedFields(ARTICLE);
const SHARED = sharedFields(ARTICLE);

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    uid: UID.article,
    label: LABEL.article,
    populate: POPULATE.article,
    serialize: toArticle,
    fileFields: [{ field: 'imagePrincipale', max: 1 }],
    mediaAttributes: ['imagePrincipale'],
    async prepare({ mode, now, current, form, files }) {
      const read = readLocalizedForm(form, formSpec(ARTICLE));
      if (form.pointFocal !== undefined) read.pointFocal = readPointFocal(form);
      const input = withCurrent(sanitizeRichFields(read, ARTICLE), current, { localized: LOCALIZED, shared: SHARED }) as ArticleInput;
      // The main image is replaced by a new file; `oldImage` (or nothing) keeps the current one.
      const keep = mode === 'edit' ? keptImages(current, 'imagePrincipale', undefined) : [];
      const hasImage = files.imagePrincipale.length > 0 || keep.length > 0;
      const { errors, value } = validateArticle(input, mode, { now, hasAuteur: true, hasImage });
      const shared = pick(value as unknown as Record<string, unknown>, SHARED);
      if (typeof shared.secteur === 'string' && shared.secteur) {
        const secteur = await strapi.db
          .query(UID.secteur)
          .findOne({ where: { $or: [{ documentId: shared.secteur }, { slug: shared.secteur }] }, select: ['documentId'] });
        shared.secteur = secteur?.documentId ?? null;
      } else if (shared.secteur === '') shared.secteur = null;
      return {
        errors,
        shared,
        perLang: perLanguage(value as unknown as Record<string, unknown>, LOCALIZED),
        media: [{ attribute: 'imagePrincipale', field: 'imagePrincipale', single: true, keep }],
        titre: firstTitle(value as unknown as Record<string, unknown>, current),
      };
    },
  });

import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import { findSecteur, keptImages, keptTextes, localizedWrite, readEditorialInput } from '../../../services/prepare-helpers';
import { POPULATE } from '../../../contract/queries';
import { toRealisation } from '../../../contract/serializers';
import { jsonField } from '../../../contract/form';
import { REALISATION, localizedFields, validateRealisation, type RealisationInput } from '@teranga/domain';

// The images' alternative texts follow the images, not the stored lists: they are merged below, not with the stored item.
const TEXTS = localizedFields(REALISATION).filter((name) => name !== 'textesAlternatifs');

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    content: REALISATION,
    populate: POPULATE.realisation,
    serialize: toRealisation,
    async prepare({ mode, now, current, form, files }) {
      const input = readEditorialInput(REALISATION, form, current, TEXTS) as RealisationInput;
      const keep = mode === 'edit' ? keptImages(current, 'images', jsonField(form.oldImages)) : [];
      // Sent: one list per language in the final order (kept images, then new ones). Not sent: the stored texts follow their images.
      const textes = jsonField(form.textesAlternatifs);
      input.textesAlternatifs =
        textes !== undefined ? textes : mode === 'edit' ? keptTextes(current, 'images', keep, files.images.length) : undefined;
      const secteur = input.secteur ? await findSecteur(strapi, input.secteur) : undefined;
      if (secteur) input.secteur = secteur;
      const validation = validateRealisation(input, mode, {
        now,
        hasAuteur: true,
        imageCount: keep.length + files.images.length,
        secteurExists: mode === 'edit' && input.secteur === undefined ? true : Boolean(secteur),
      });
      return localizedWrite(validation, current, REALISATION, [{ attribute: 'images', field: 'images', single: false, keep }]);
    },
  });

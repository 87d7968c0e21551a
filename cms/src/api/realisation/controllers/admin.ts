import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import {
  formSpec,
  keptImages,
  keptTextes,
  localizedWrite,
  readLocalizedForm,
  readPointFocal,
  withCurrent,
  sanitizeRichFields,
} from '../../../services/prepare-helpers';
import { LABEL, POPULATE, UID } from '../../../contract/queries';
import { toRealisation } from '../../../contract/serializers';
import { jsonField } from '../../../contract/form';
import {
  REALISATION,
  REALISATION_IMAGES,
  localizedFields,
  sharedFields,
  validateRealisation,
  type RealisationInput,
} from '@teranga/domain';

const LOCALIZED = localizedFields(REALISATION);
// The images' alternative texts follow the images, not the stored lists: they are merged below, not by withCurrent.
const TEXTS = LOCALIZED.filter((name) => name !== 'textesAlternatifs');
const SHARED = sharedFields(REALISATION);

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    uid: UID.realisation,
    label: LABEL.realisation,
    populate: POPULATE.realisation,
    serialize: toRealisation,
    fileFields: [{ field: 'images', max: REALISATION_IMAGES.max }],
    mediaAttributes: ['images'],
    async prepare({ mode, now, current, form, files }) {
      const read = readLocalizedForm(form, formSpec(REALISATION));
      if (form.pointFocal !== undefined) read.pointFocal = readPointFocal(form);
      const input = withCurrent(sanitizeRichFields(read, REALISATION), current, { localized: TEXTS, shared: SHARED }) as RealisationInput;
      const keep = mode === 'edit' ? keptImages(current, 'images', jsonField(form.oldImages)) : [];
      // Sent: one list per language in the final order (kept images, then new ones). Not sent: the stored texts follow their images.
      const textes = jsonField(form.textesAlternatifs);
      input.textesAlternatifs =
        textes !== undefined ? textes : mode === 'edit' ? keptTextes(current, 'images', keep, files.images.length) : undefined;
      const secteur = input.secteur
        ? await strapi.db
            .query(UID.secteur)
            .findOne({ where: { $or: [{ documentId: input.secteur }, { slug: input.secteur }] }, select: ['documentId'] })
        : null;
      if (secteur) input.secteur = secteur.documentId;
      const validation = validateRealisation(input, mode, {
        now,
        hasAuteur: true,
        imageCount: keep.length + files.images.length,
        secteurExists: mode === 'edit' && input.secteur === undefined ? true : Boolean(secteur),
      });
      return localizedWrite(validation, current, { localized: LOCALIZED, shared: SHARED }, [
        { attribute: 'images', field: 'images', single: false, keep },
      ]);
    },
  });

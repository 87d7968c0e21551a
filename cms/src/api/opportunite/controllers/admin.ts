import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import {
  formSpec,
  keptImages,
  localizedWrite,
  readLocalizedForm,
  readPointFocal,
  withCurrent,
  sanitizeRichFields,
} from '../../../services/prepare-helpers';
import { LABEL, POPULATE, UID } from '../../../contract/queries';
import { toOpportunite } from '../../../contract/serializers';
import { OPPORTUNITE, localizedFields, sharedFields, validateOpportunite, type OpportuniteInput } from '@teranga/domain';

const LOCALIZED = localizedFields(OPPORTUNITE);
const SHARED = sharedFields(OPPORTUNITE);

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    uid: UID.opportunite,
    label: LABEL.opportunite,
    populate: POPULATE.opportunite,
    serialize: (doc) => toOpportunite(doc),
    fileFields: [{ field: 'image', max: 1 }],
    mediaAttributes: ['image'],
    async prepare({ mode, now, current, form, files }) {
      const read = readLocalizedForm(form, formSpec(OPPORTUNITE));
      if (form.pointFocal !== undefined) read.pointFocal = readPointFocal(form);
      const input = withCurrent(sanitizeRichFields(read, OPPORTUNITE), current, {
        localized: LOCALIZED,
        shared: SHARED,
      }) as OpportuniteInput;
      const keep = mode === 'edit' ? keptImages(current, 'image', undefined) : [];
      const validation = validateOpportunite(input, mode, { now, hasAuteur: true, hasImage: files.image.length > 0 || keep.length > 0 });
      return localizedWrite(validation, current, { localized: LOCALIZED, shared: SHARED }, [
        { attribute: 'image', field: 'image', single: true, keep },
      ]);
    },
  });

import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import { keptImages, localizedWrite, readEditorialInput } from '../../../services/prepare-helpers';
import { POPULATE } from '../../../contract/queries';
import { toOpportunite } from '../../../contract/serializers';
import { OPPORTUNITE, validateOpportunite, type OpportuniteInput } from '@teranga/domain';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    content: OPPORTUNITE,
    populate: POPULATE.opportunite,
    serialize: (doc) => toOpportunite(doc),
    async prepare({ mode, now, current, form, files }) {
      const input = readEditorialInput(OPPORTUNITE, form, current) as OpportuniteInput;
      const keep = mode === 'edit' ? keptImages(current, 'image', undefined) : [];
      const validation = validateOpportunite(input, mode, { now, hasAuteur: true, hasImage: files.image.length > 0 || keep.length > 0 });
      return localizedWrite(validation, current, OPPORTUNITE, [{ attribute: 'image', field: 'image', single: true, keep }]);
    },
  });

import type { Core } from '@strapi/strapi';
import { createPublicReader, POPULATE, UID } from '../../../contract/public-reader';
import { toOpportunite } from '../../../contract/serializers';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = createPublicReader(strapi, {
    uid: UID.opportunite,
    populate: POPULATE.opportunite,
    sortField: 'dateCreation',
    serialize: (doc) => toOpportunite(doc),
  });
  return { publicReader: () => reader };
};

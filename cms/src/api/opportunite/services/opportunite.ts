import type { Core } from '@strapi/strapi';
import { createPublicReader, POPULATE, UID } from '../../../services/public-reader';
import { toOpportunite, type Opportunite } from '../../../contract/serializers';
import { isOpen, nextExpiry } from '@teranga/domain';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = createPublicReader<Opportunite>(strapi, {
    uid: UID.opportunite,
    populate: POPULATE.opportunite,
    sortField: 'dateCreation',
    serialize: (doc) => toOpportunite(doc),
    // Withdrawn and expired offers leave the list the moment they close, without waiting for a write.
    listed: isOpen,
    staleAt: nextExpiry,
  });
  return { publicReader: () => reader };
};

import type { Core } from '@strapi/strapi';
import { createPublicReader, POPULATE, UID } from '../../../services/public-reader';
import { toRealisation } from '../../../contract/serializers';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = createPublicReader(strapi, {
    uid: UID.realisation,
    populate: POPULATE.realisation,
    sortField: 'datePublication',
    serialize: toRealisation,
  });
  return { publicReader: () => reader };
};

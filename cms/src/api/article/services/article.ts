import type { Core } from '@strapi/strapi';
import { createPublicReader, POPULATE, UID } from '../../../services/public-reader';
import { toArticle } from '../../../contract/serializers';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = createPublicReader(strapi, {
    uid: UID.article,
    populate: POPULATE.article,
    sortField: 'datePublication',
    serialize: toArticle,
  });
  return { publicReader: () => reader };
};

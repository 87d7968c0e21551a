import type { Core } from '@strapi/strapi';
import { publicController } from '../../../controllers/public-controller';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  publicController(strapi, () => strapi.service('api::article.article').publicReader(), {
    cacheKey: 'article',
    notFound: 'Article introuvable',
    wrapDetail: false,
  });

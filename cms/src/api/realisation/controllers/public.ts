import type { Core } from '@strapi/strapi';
import { publicController } from '../../../controllers/public-controller';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  publicController(strapi, () => strapi.service('api::realisation.realisation').publicReader(), {
    cacheKey: 'realisation',
    notFound: 'Réalisation introuvable',
    wrapDetail: false,
  });

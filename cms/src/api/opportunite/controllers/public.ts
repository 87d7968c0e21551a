import type { Core } from '@strapi/strapi';
import { publicController } from '../../../contract/public-controller';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  publicController(strapi, () => strapi.service('api::opportunite.opportunite').publicReader(), { cacheKey: 'opportunite', notFound: 'Opportunité introuvable', wrapDetail: true });

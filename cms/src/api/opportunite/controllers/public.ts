import type { Core } from '@strapi/strapi';
import { publicController } from '../../../contract/public-controller';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  publicController(() => strapi.service('api::opportunite.opportunite').publicReader(), { notFound: 'Opportunité introuvable', wrapDetail: true });

import type { Core } from '@strapi/strapi';
import { lotActions } from '../../../services/lot';

// A partner has no etat: publishing shows it on the site (actif), unpublishing hides it.
export default ({ strapi }: { strapi: Core.Strapi }) =>
  lotActions(strapi, 'api::partenaire.admin', { field: 'actif', publier: 'true', depublier: 'false' });

import type { Core } from '@strapi/strapi';
import { bulkActions } from '../../../services/bulk-actions';

// A partner has no etat: publishing shows it on the site (actif), unpublishing hides it.
export default ({ strapi }: { strapi: Core.Strapi }) =>
  bulkActions(strapi, 'api::partenaire.admin', { field: 'actif', publier: 'true', depublier: 'false' });

import type { Core } from '@strapi/strapi';
import { bulkActions } from '../../../services/bulk-actions';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  bulkActions(strapi, 'api::realisation.admin', { field: 'etat', publier: 'publié', depublier: 'brouillon' });

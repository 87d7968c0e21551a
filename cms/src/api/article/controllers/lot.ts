import type { Core } from '@strapi/strapi';
import { lotActions } from '../../../services/lot';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  lotActions(strapi, 'api::article.admin', { field: 'etat', publier: 'publié', depublier: 'brouillon' });

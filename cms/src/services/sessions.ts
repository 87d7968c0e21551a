import type { Core } from '@strapi/strapi';

/** The users-permissions sessions (DESIGN.md section 6): every token of the API belongs to one. */
export const sessions = (strapi: Core.Strapi) => strapi.sessionManager('users-permissions');

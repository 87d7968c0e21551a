// Strapi's UID types, for names this project keeps as strings (the tables of contract/queries.ts): a cast
// to one of these says which kind of name it is, where `any` would let anything through.
import type { Core } from '@strapi/strapi';

export type SchemaUid = Parameters<Core.Strapi['getModel']>[0];
export type ServiceUid = Parameters<Core.Strapi['service']>[0];
export type ControllerUid = Parameters<Core.Strapi['controller']>[0];

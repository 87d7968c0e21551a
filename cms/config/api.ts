import type { Core } from '@strapi/strapi';

// The whole REST contract (docs/product.md §7) lives under /api/v1.
const config: Core.Config.Api = {
  rest: {
    prefix: '/api/v1',
    defaultLimit: 25,
    maxLimit: 100,
    withCount: true,
    strictParams: true,
  },
  documents: {
    strictParams: true,
    strictRelations: true,
  },
};

export default config;

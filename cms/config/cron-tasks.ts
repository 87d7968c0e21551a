import type { Core } from '@strapi/strapi';
import { publishDueArticles } from '../src/setup/scheduler';

export default {
  publishScheduledArticles: {
    task: ({ strapi }: { strapi: Core.Strapi }) => publishDueArticles(strapi),
    options: { rule: '* * * * *' },
  },
};

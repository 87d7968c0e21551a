import type { Core } from '@strapi/strapi';
import { expireDueOpportunities, publishDueArticles } from '../src/setup/scheduler';
import { removeOrphanUploads } from '../src/services/orphan-uploads';

export default {
  publishScheduledArticles: {
    task: ({ strapi }: { strapi: Core.Strapi }) => publishDueArticles(strapi),
    options: { rule: process.env.SCHEDULER_RULE || '* * * * *' },
  },
  // Offers close at their dateExpiration: checked every minute, so their pages are rebuilt closed at once.
  expireOpportunities: {
    task: ({ strapi }: { strapi: Core.Strapi }) => expireDueOpportunities(strapi),
    options: { rule: '* * * * *' },
  },
  // Images of saves that never committed (a process killed between upload and commit).
  removeOrphanUploads: {
    task: ({ strapi }: { strapi: Core.Strapi }) => removeOrphanUploads(strapi),
    options: { rule: '17 * * * *' },
  },
};

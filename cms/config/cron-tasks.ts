import type { Core } from '@strapi/strapi';
import { expireDueOpportunites, publishDueArticles } from '../src/setup/scheduler';
import { removeOrphanUploads } from '../src/services/orphan-uploads';
import { purgeCorbeille } from '../src/services/corbeille';

export default {
  publishScheduledArticles: {
    task: ({ strapi }: { strapi: Core.Strapi }) => publishDueArticles(strapi),
    options: { rule: process.env.SCHEDULER_RULE || '* * * * *' },
  },
  // Offers close at their dateExpiration: checked every minute, so their pages are rebuilt closed at once.
  expireOpportunities: {
    task: ({ strapi }: { strapi: Core.Strapi }) => expireDueOpportunites(strapi),
    options: { rule: '* * * * *' },
  },
  // Images of saves that never committed (a process killed between upload and commit).
  removeOrphanUploads: {
    task: ({ strapi }: { strapi: Core.Strapi }) => removeOrphanUploads(strapi),
    options: { rule: '17 * * * *' },
  },
  // Items deleted more than TRASH_RETENTION_DAYS ago (30 by default) are erased with their files.
  purgeCorbeille: {
    task: ({ strapi }: { strapi: Core.Strapi }) => purgeCorbeille(strapi),
    options: { rule: '41 * * * *' },
  },
};

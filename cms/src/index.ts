import type { Core } from '@strapi/strapi';
import { missingSecrets } from './setup/secrets';
import { ensureLocales } from './setup/locales';
import { ensureRoles } from './setup/roles';
import { seedDemo } from './seed';
import { closeCounters } from './services/counters';
import { closeDailySalt } from './services/daily-salt';
import { watchForRebuilds } from './setup/rebuild-hook';

let stopWatching = () => {};

export default {
  register() {
    if (process.env.NODE_ENV === 'production') {
      const missing = missingSecrets(process.env);
      if (missing.length) throw new Error(`Missing secret(s) in production: ${missing.join(', ')}.`);
    }
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensureRoles(strapi);
    const production = process.env.NODE_ENV === 'production';
    const seed = process.env.SEED_DEMO ? process.env.SEED_DEMO === 'true' : !production;
    if (seed && !production) await seedDemo(strapi);
    // After the seed, so a first start does not ask for a rebuild of content the build will read.
    stopWatching = watchForRebuilds(strapi);
  },

  async destroy() {
    stopWatching();
    await closeCounters();
    await closeDailySalt();
  },
};

import type { Core } from '@strapi/strapi';
import { missingSecrets } from './setup/secrets';
import { ensureLocales } from './setup/locales';
import { ensureRoles } from './setup/roles';
import { seedDemo } from './seed';
import { closeCounters } from './services/counters';
import { closeDailySalt } from './services/daily-salt';
import { closePresenceStore } from './services/presence';
import { watchForRebuilds } from './setup/rebuild-hook';
import { watchChangements } from './services/changements';
import { syncPublicCaches } from './services/public-cache-sync';
import { recordJournal } from './setup/journal';
import { removeProtoAccessor } from './setup/prototype-guard';
import { removeOrphanUploads } from './services/orphan-uploads';
import { acquireSetupLock, releaseSetupLock } from './setup/setup-lock';
import { ensureSecteurs } from './setup/secteurs';
import { ensureFirstAdministrator } from './setup/first-admin';
import { adoptExistingImages } from './services/medias/adopt';
import { ensureSuiviTraductions } from './setup/suivi-traductions';

let stopWatching = () => {};
let stopSyncing = async () => {};

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    removeProtoAccessor();
    if (process.env.IS_PROXIED !== undefined && process.env.PROXY_HOPS === undefined) {
      strapi.log.warn('IS_PROXIED is not read any more: set PROXY_HOPS to the number of proxies in front of the CMS (see SECURITY.md).');
    }
    if (process.env.NODE_ENV === 'production') {
      const missing = missingSecrets(process.env);
      if (missing.length) throw new Error(`Missing secret(s) in production: ${missing.join(', ')}.`);
    }
    // Every signed-in write of a managed type or an account leaves a line in the journal.
    recordJournal(strapi);
    // Held from before Strapi's schema sync until the end of bootstrap (see setup-lock.ts).
    await acquireSetupLock(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      await ensureLocales(strapi);
      await ensureRoles(strapi);
      // Reference data and the first administrator, on every start (production has no demo seed).
      await ensureSecteurs(strapi);
      await ensureFirstAdministrator(strapi);
      // Demo accounts have known passwords: only when asked for (npm start and the tests set SEED_DEMO=true),
      // never because a variable was forgotten, and never in production.
      if (process.env.SEED_DEMO === 'true' && process.env.NODE_ENV !== 'production') await seedDemo(strapi);
      // Pictures of items from before the media library (or seeded) enter it, with their texts; once each.
      await adoptExistingImages(strapi);
      // Translation states for the items that have none yet (the seed's, those saved before they existed).
      await ensureSuiviTraductions(strapi);
    } finally {
      await releaseSetupLock(strapi);
    }
    // After the seed, so a first start does not ask for a rebuild of content the build will read.
    stopWatching = watchForRebuilds(strapi);
    // What the rebuild worker's builds ask for once their build is due (GET /site/changements).
    watchChangements(strapi);
    // With several instances and Redis, a write on one drops the others' cached public answers at once.
    stopSyncing = syncPublicCaches(strapi);
    // Images left by saves that never committed (a crash between upload and commit); also hourly.
    await removeOrphanUploads(strapi).catch((error) => strapi.log.warn(`uploads: orphan clean-up failed: ${error.message}`));
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    stopWatching();
    await stopSyncing();
    await releaseSetupLock(strapi);
    await closeCounters();
    await closeDailySalt();
    await closePresenceStore();
  },
};

// An offer leaves the public list the moment its dateExpiration comes, before any rebuild or write;
// the scheduler then marks it expiré, which asks for one rebuild so its page is rebuilt closed. Time is
// the test's: the CMS's public clock is set past the expiry, the debounce runs on a driven clock.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createOpportunite } from '../helpers/content';
import { useRebuildHook } from '../helpers/services';
import { ManualClock, useCmsClock, useRebuildClock } from '../helpers/clock';

const require = createRequire(import.meta.url);
const DEBOUNCE_MS = 200;
const hook = useRebuildHook();
const rebuildClock = useRebuildClock(new ManualClock());
const publicClock = useCmsClock();
// A long cache: the list must still drop the offer when it expires, with no write to clear it.
const cms = useCms(() => ({ REBUILD_HOOK_URL: hook.url, REBUILD_DEBOUNCE_MS: String(DEBOUNCE_MS), PUBLIC_CACHE_SECONDS: '600' }));
const admin = useSession(cms, 'admin');

const publicIds = async (query = '') => (await cms.api().get(`/api/v1/opportunites${query}`).expect(200)).body.map((o) => o._id);

async function publishedOffer(titre: string, dateExpiration: Date, statut = 'actif') {
  const { _id } = await createOpportunite(cms, admin, titre);
  await cms
    .api()
    .patch(`/api/v1/opportunites/${_id}`)
    .set(bearer(admin))
    .send({ etat: 'publié', datePublication: new Date().toISOString(), statut, dateExpiration: dateExpiration.toISOString() })
    .expect(200);
  return _id as string;
}

describe('opportunity expiry', () => {
  it('leaves the public list at its dateExpiration without waiting for a write; its page stays readable', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const id = await publishedOffer('Une offre qui expire dans une heure', expiresAt);
    expect(await publicIds()).toContain(id);
    expect(await publicIds()).toContain(id); // now served from the cache
    publicClock.set(new Date(expiresAt.getTime() - 1));
    expect(await publicIds()).toContain(id);
    publicClock.set(new Date(expiresAt.getTime() + 1));
    expect(await publicIds()).not.toContain(id);
    expect(await publicIds('?inclureFermees=true')).toContain(id);
    const detail = (await cms.api().get('/api/v1/opportunites?inclureFermees=true')).body.find((o) => o._id === id);
    await cms.api().get(`/api/v1/opportunites/${detail.slug.fr}?lang=fr`).expect(200);
  });

  it('withdrawn offers are not listed, whatever their date', async () => {
    const id = await publishedOffer('Une offre retirée par son auteur', new Date(Date.now() + 86_400_000), 'retiré');
    expect(await publicIds()).not.toContain(id);
    expect(await publicIds('?inclureFermees=true')).toContain(id);
  });

  it('the scheduler marks due offers expiré and asks for one rebuild; nothing when none is due', async () => {
    const { expireDueOpportunites } = require(`${process.env.CMS_TEST_DIST}/src/setup/scheduler.js`);
    const expiresAt = new Date(Date.now() + 60_000);
    const id = await publishedOffer('Une offre que le planificateur va clore', expiresAt);
    // Offers due before this one (the first test's, and any other file's) are closed first.
    await expireDueOpportunites(cms.strapi, new Date(expiresAt.getTime() - 1000));
    await rebuildClock.advance(60_000);
    hook.calls = 0;
    expect(await expireDueOpportunites(cms.strapi, new Date(expiresAt.getTime() - 1000))).toBe(0);
    await rebuildClock.advance(60_000);
    expect(hook.calls).toBe(0);
    expect(await expireDueOpportunites(cms.strapi, new Date(expiresAt.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    await rebuildClock.advance(DEBOUNCE_MS);
    expect(hook.calls).toBe(1);
    const stored = (await cms.api().get(`/api/v1/opportunites/admin/${id}`).set(bearer(admin)).expect(200)).body;
    expect(JSON.stringify(stored)).toContain('"statut":"expiré"');
    // Done once: the next run finds nothing left to close.
    expect(await expireDueOpportunites(cms.strapi, new Date(expiresAt.getTime() + 2000))).toBe(0);
  });
});

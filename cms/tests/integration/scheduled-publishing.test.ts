// Two CMS processes on one database, the cron on both: each due planifié item is published once,
// with one activity log entry by "Publication planifiée" and one rebuild call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfTemplate, spawnCms, type CmsProcess } from '../helpers/cms-process';
import { testEnvironment } from '../helpers/environment';
import { rebuildHook } from '../helpers/services';
import { bearer, login } from '../helpers/accounts';
import { createArticle } from '../helpers/content';

let db: Awaited<ReturnType<typeof copyOfTemplate>>;
let hook: Awaited<ReturnType<typeof rebuildHook>>;
const instances: CmsProcess[] = [];
const DEBOUNCE_MS = 200;

beforeAll(async () => {
  db = await copyOfTemplate();
  hook = await rebuildHook();
  // Same secrets on both, as behind a load balancer; the cron every second so both fire in the same second.
  const shared = {
    ...testEnvironment(),
    ...db.env,
    CRON_ENABLED: 'true',
    SCHEDULER_RULE: '* * * * * *',
    REBUILD_HOOK_URL: hook.url,
    REBUILD_DEBOUNCE_MS: String(DEBOUNCE_MS),
    // No Redis here to tell one instance of the other's writes: the public lists are read fresh each time.
    PUBLIC_CACHE_SECONDS: '0',
  };
  for (let i = 0; i < 2; i += 1) instances.push(await spawnCms(shared));
});
afterAll(async () => {
  for (const cms of instances) await cms.close();
  hook?.close();
  await db?.drop();
});

describe('scheduled publishing with the cron on two instances', () => {
  /** Schedules `count` articles due at one moment a few seconds ahead and waits until the public list shows them all. */
  async function scheduleAndWait(count: number, label: string) {
    const [a, b] = instances;
    const admin = await login(a, 'admin');
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await createArticle(a, admin, `${label} ${i}`))._id);
    // Drafts ask for no rebuild.
    expect(hook.calls).toBe(0);
    // Scheduled an hour ahead first: a planifié item asks for no rebuild, whatever the time.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduling = Date.now();
    for (const id of ids) {
      await a.api().patch(`/api/v1/articles/${id}`).set(bearer(admin)).send({ etat: 'planifié', datePublication: later }).expect(200);
    }
    expect(hook.calls).toBe(0);
    // Then all due at one moment, far enough ahead that the last of these writes lands before it (twice
    // as long as the same writes took just now): every item is due at the same tick of both crons.
    const at = new Date(Date.now() + 2_000 + 2 * (Date.now() - scheduling)).toISOString();
    await Promise.all(
      ids.map((id) => a.api().patch(`/api/v1/articles/${id}`).set(bearer(admin)).send({ datePublication: at }).expect(200)),
    );
    // A bound, not a budget: two processes on a busy machine.
    const shown = async () =>
      (await b.api().get('/api/v1/articles').expect(200)).body.map((x) => x._id).filter((id: string) => ids.includes(id));
    let published: string[] = [];
    await expect
      .poll(async () => (published = await shown()).length, { timeout: 90_000, interval: 100 })
      .toBe(ids.length)
      .catch((error) => {
        console.error(instances.map((cms) => cms.output().slice(-3000)).join('\n----\n'));
        throw error;
      });
    expect(published.sort()).toEqual([...ids].sort());
    // The rebuild call of the publication (each instance's own debounce: two processes, whose timers
    // cannot be driven from here). Both instances claimed at the same tick, so a call of the instance whose
    // claim changed nothing would come with it; the callers assert the count again at the end.
    await expect.poll(() => hook.calls, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    const journal = (await a.api().get('/api/v1/journal').set(bearer(admin)).expect(200)).body;
    const entries = (journal.data ?? journal).filter((e) => ids.includes(e.cible) && e.action === 'publication');
    expect(entries).toHaveLength(ids.length);
    expect(new Set(entries.map((e) => e.cible)).size).toBe(ids.length);
    for (const e of entries) {
      expect(e.utilisateur).toBe('Publication planifiée');
      expect(e.typeContenu).toBe('Article');
      expect(e.titre).toMatch(new RegExp(`^${label} \\d \\(fr\\)$`));
    }
  }

  it('publishes a due item once, logs it once and asks for one rebuild', async () => {
    hook.calls = 0;
    await scheduleAndWait(1, 'Un article planifié seul');
    expect(hook.calls).toBe(1);
  }, 180_000);

  it('publishes each of several due items once, whichever instance claims it', async () => {
    hook.calls = 0;
    await scheduleAndWait(4, 'Un article planifié numéro');
    // Each instance asks once for what it published (they may share the items).
    expect(hook.calls).toBeGreaterThanOrEqual(1);
    expect(hook.calls).toBeLessThanOrEqual(2);
  }, 180_000);
});

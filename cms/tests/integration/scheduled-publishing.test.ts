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

beforeAll(async () => {
  db = await copyOfTemplate();
  hook = await rebuildHook();
  // Same secrets on both, as behind a load balancer; the cron every 2 s so both fire in the same second.
  const shared = { ...testEnvironment(), ...db.env, CRON_ENABLED: 'true', SCHEDULER_RULE: '*/2 * * * * *', REBUILD_HOOK_URL: hook.url, REBUILD_DEBOUNCE_MS: '300' };
  for (let i = 0; i < 2; i += 1) instances.push(await spawnCms(shared));
});
afterAll(async () => {
  for (const cms of instances) await cms.close();
  hook?.close();
  await db?.drop();
});

describe('scheduled publishing with the cron on two instances', () => {
  it('publishes each due item once, logs it once and asks for one rebuild', async () => {
    const [a, b] = instances;
    const admin = await login(a as any, 'admin');
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await createArticle(a as any, admin, `Un article planifié numéro ${i}`))._id);
    await new Promise((r) => setTimeout(r, 1_000));
    hook.calls = 0;
    const at = new Date(Date.now() + 3_000).toISOString();
    for (const id of ids) {
      await a.api().patch(`/api/v1/articles/${id}`).set(bearer(admin)).send({ etat: 'planifié', datePublication: at }).expect(200);
    }
    expect(hook.calls).toBe(0);

    const deadline = Date.now() + 30_000;
    let published: string[] = [];
    while (Date.now() < deadline) {
      published = (await b.api().get('/api/v1/articles').expect(200)).body.map((x: any) => x._id).filter((id: string) => ids.includes(id));
      if (published.length === ids.length) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(published.sort()).toEqual([...ids].sort());
    // Both instances' debounces have passed.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(hook.calls).toBe(1);

    const journal = (await a.api().get('/api/v1/journal').set(bearer(admin)).expect(200)).body;
    const entries = (journal.data ?? journal).filter((e: any) => ids.includes(e.cible) && e.action === 'publication');
    expect(entries).toHaveLength(ids.length);
    expect(new Set(entries.map((e: any) => e.cible)).size).toBe(ids.length);
    for (const e of entries) {
      expect(e.utilisateur).toBe('Publication planifiée');
      expect(e.typeContenu).toBe('Article');
      expect(e.titre).toMatch(/^Un article planifié numéro \d \(fr\)$/);
    }
  });
});

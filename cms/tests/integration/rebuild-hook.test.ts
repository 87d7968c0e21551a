// The CMS asks for a rebuild of the static site when public content changes, once per burst.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from '../helpers/strapi';
import { bearer, login } from '../helpers/accounts';
import { createArticle } from '../helpers/content';

let cms: TestCms;
let hook: http.Server;
const calls: number[] = [];

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    calls.push(Date.now());
    res.writeHead(202).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as { port: number };
  cms = await startCms({ REBUILD_HOOK_URL: `http://127.0.0.1:${port}/rebuild`, REBUILD_DEBOUNCE_MS: '200' });
});
afterAll(async () => {
  await cms?.close();
  hook?.close();
});

const waitForCalls = async (n: number) => {
  for (let i = 0; i < 50 && calls.length < n; i += 1) await new Promise((r) => setTimeout(r, 100));
};

describe('rebuild hook', () => {
  it('calls the hook once after a save that writes three locales', async () => {
    const admin = await login(cms, 'admin');
    calls.length = 0;
    await createArticle(cms, admin, 'Un article qui déclenche la reconstruction');
    await waitForCalls(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(calls).toHaveLength(1);
  });

  it('calls it again for a later change, and not for a contact request', async () => {
    const admin = await login(cms, 'admin');
    calls.length = 0;
    await cms.api().post('/api/v1/contact').send({ nom: 'A', numero: '+221 77 000 00 02', email: 'a@example.sn', description: 'Bonjour', secteur: 'it' }).expect(201);
    await new Promise((r) => setTimeout(r, 500));
    expect(calls).toHaveLength(0);
    const partners = (await cms.api().get('/api/v1/partenaires/admin/all').set(bearer(admin))).body;
    await cms.api().patch(`/api/v1/partenaires/${partners[0]._id}`).set(bearer(admin)).send({ ordreAffichage: '9' }).expect(200);
    await waitForCalls(1);
    expect(calls).toHaveLength(1);
  });
});

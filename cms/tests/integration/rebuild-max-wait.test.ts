// Continuous writes closer together than the debounce still get the site rebuilt, within the maximum wait.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from '../helpers/strapi';
import { bearer, login } from '../helpers/accounts';
import { createArticle } from '../helpers/content';

describe('rebuild hook under continuous writes', () => {
  let busy: TestCms;
  const seen: number[] = [];
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) =>
      req.resume().on('end', () => {
        seen.push(Date.now());
        res.writeHead(200).end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    busy = await startCms({ REBUILD_HOOK_URL: `http://127.0.0.1:${port}/`, REBUILD_DEBOUNCE_MS: '800', REBUILD_MAX_WAIT_MS: '2000' });
  });
  afterAll(async () => {
    await busy?.close();
    server?.close();
  });

  it('still calls the hook within the maximum wait while changes keep coming closer than the debounce', async () => {
    const session = await login(busy, 'admin');
    const { _id } = await createArticle(busy, session, 'Un article publié modifié sans arrêt');
    await busy.api().patch(`/api/v1/articles/${_id}`).set(bearer(session)).send({ etat: 'publié' }).expect(200);
    await new Promise((r) => setTimeout(r, 1_500));
    seen.length = 0;
    const start = Date.now();
    // A change every 300 ms for 5 s: without a maximum wait, the 800 ms of quiet never comes.
    for (let i = 0; Date.now() - start < 5_000; i += 1) {
      await busy
        .api()
        .patch(`/api/v1/articles/${_id}`)
        .set(bearer(session))
        .send({ 'titre[fr]': `Un article publié modifié sans arrêt ${i}` })
        .expect(200);
      await new Promise((r) => setTimeout(r, 300));
    }
    const end = Date.now();
    expect(seen.filter((t) => t <= end).length).toBeGreaterThanOrEqual(2);
    expect(seen[0] - start).toBeLessThan(3_500);
  });
});

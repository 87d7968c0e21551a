// GET /api/v1/site/build: the public site's build status, reported by the rebuild worker or Netlify.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, login } from '../helpers/accounts';

const require = createRequire(import.meta.url);
const TOKEN = 'build-status-token-for-tests';

const cms = useCms({ BUILD_STATUS_TOKEN: TOKEN });

const report = (body: unknown, token = TOKEN) =>
  cms
    .api()
    .post('/api/v1/site/build')
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);

describe('site build status', () => {
  it('is for administrators only', async () => {
    await cms.api().get('/api/v1/site/build').expect(401);
    const conseiller = await login(cms, 'conseillerA');
    await cms.api().get('/api/v1/site/build').set(bearer(conseiller)).expect(403);
  });

  it('is unknown until a build reports', async () => {
    const admin = await login(cms, 'admin');
    const res = await cms.api().get('/api/v1/site/build').set(bearer(admin)).expect(200);
    // A rebuild request may wait (another file's hook left one): the build itself is still unknown.
    expect(res.body.donnees).toMatchObject({ etat: 'inconnu', depuis: null, derniereReussite: null, raison: null });
  });

  it('refuses reports without the token, with a wrong one or with an unknown state', async () => {
    await cms.api().post('/api/v1/site/build').send({ etat: 'a_jour' }).expect(401);
    await report({ etat: 'a_jour' }, 'wrong').expect(401);
    const admin = await login(cms, 'admin');
    await cms.api().post('/api/v1/site/build').set(bearer(admin)).send({ etat: 'a_jour' }).expect(401);
    const bad = await report({ etat: 'fini' }).expect(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['etat']);
  });

  it('follows the worker through a success, a rebuild and a failure', async () => {
    const admin = await login(cms, 'admin');
    const status = async () => (await cms.api().get('/api/v1/site/build').set(bearer(admin)).expect(200)).body.donnees;
    await report({ etat: 'a_jour' }).expect(200);
    const ok = await status();
    expect(ok).toMatchObject({ etat: 'a_jour', raison: null });
    expect(ok.derniereReussite).toBe(ok.depuis);
    expect(Date.now() - Date.parse(ok.depuis)).toBeLessThan(60_000);
    await report({ etat: 'reconstruction' }).expect(200);
    expect(await status()).toMatchObject({ etat: 'reconstruction', derniereReussite: ok.derniereReussite, raison: null });
    await report({ etat: 'echec', raison: 'CMS injoignable' }).expect(200);
    expect(await status()).toMatchObject({ etat: 'echec', derniereReussite: ok.derniereReussite, raison: 'CMS injoignable' });
  });

  it('accepts a fresh Netlify deploy notification signed with the same secret, and no other', async () => {
    const { signLikeNetlify } = require(`${process.env.CMS_TEST_DIST}/src/rules/netlify-signature.js`);
    const deploy = (updatedAt: Date) =>
      JSON.stringify({
        id: 'd1',
        state: 'error',
        error_message: 'Build script returned non-zero exit code: 2',
        created_at: new Date(updatedAt.getTime() - 60_000).toISOString(),
        updated_at: updatedAt.toISOString(),
      });
    const send = (body: string, signature: string) =>
      cms.api().post('/api/v1/site/build').set('Content-Type', 'application/json').set('X-Webhook-Signature', signature).send(body);
    const body = deploy(new Date());
    await send(body, signLikeNetlify(body, 'another-secret')).expect(401);
    await send(body, signLikeNetlify(body, TOKEN)).expect(200);
    const admin = await login(cms, 'admin');
    const res = await cms.api().get('/api/v1/site/build').set(bearer(admin)).expect(200);
    expect(res.body.donnees).toMatchObject({ etat: 'echec', raison: 'Build script returned non-zero exit code: 2' });
  });

  it('refuses a well-signed notification older than five minutes: a replay', async () => {
    const { signLikeNetlify } = require(`${process.env.CMS_TEST_DIST}/src/rules/netlify-signature.js`);
    const admin = await login(cms, 'admin');
    await report({ etat: 'a_jour' }).expect(200);
    const before = (await cms.api().get('/api/v1/site/build').set(bearer(admin)).expect(200)).body.donnees;
    const old = new Date(Date.now() - 6 * 60_000).toISOString();
    for (const body of [
      JSON.stringify({ id: 'd2', state: 'building', created_at: old, updated_at: old }),
      // Without any date it cannot be shown fresh.
      JSON.stringify({ id: 'd3', state: 'building' }),
    ]) {
      const res = await cms
        .api()
        .post('/api/v1/site/build')
        .set('Content-Type', 'application/json')
        .set('X-Webhook-Signature', signLikeNetlify(body, TOKEN))
        .send(body);
      expect(res.status).toBe(401);
    }
    expect((await cms.api().get('/api/v1/site/build').set(bearer(admin)).expect(200)).body.donnees).toEqual(before);
  });
});

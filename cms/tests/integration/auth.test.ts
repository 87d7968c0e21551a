import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { ACCOUNTS, bearer, freshAccount, login } from '../helpers/accounts';
import { decode, expiredCopy, forgedCopy, unsignedCopy } from '../helpers/tokens';
import { useCmsClock } from '../helpers/clock';

// One proxy in front of the CMS (as the site's CDN): X-Forwarded-For says who the client is.
const cms = useCms({ PROXY_HOPS: '1' });
// Throttling waits are passed on the CMS's clock, not waited for.
const clock = useCmsClock();

const SECRET_FIELDS = /password|resetPasswordToken|confirmationToken|motDePasse/;

describe('POST /api/v1/auth/connexion', () => {
  it('answers token, tokenRafraichissement and utilisateur, with no secret in it', async () => {
    const res = await cms.api().post('/api/v1/auth/connexion').send(ACCOUNTS.admin).expect(200);
    expect(res.body).toEqual({ token: expect.any(String), tokenRafraichissement: expect.any(String), utilisateur: expect.any(Object) });
    expect(res.body.utilisateur).toMatchObject({ email: 'admin@demo.local', role: 'administrateur', prenom: 'Aminata', nom: 'Diop' });
    expect(JSON.stringify(res.body)).not.toMatch(SECRET_FIELDS);
  });

  it('refuses a wrong password and missing fields', async () => {
    const wrong = await cms
      .api()
      .post('/api/v1/auth/connexion')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ email: 'admin@demo.local', motDePasse: 'nope-nope' })
      .expect(401);
    expect(wrong.body.error.message).toBe('Email ou mot de passe incorrect.');
    const missing = await cms.api().post('/api/v1/auth/connexion').send({ email: '' }).expect(400);
    expect(missing.body.error.message).toBe("L'email et le mot de passe sont obligatoires.");
  });

  it('accepts the password field name of the login form too', async () => {
    await cms.api().post('/api/v1/auth/connexion').send({ email: 'CONSEILLER@demo.local', password: 'demo-conseiller-2025' }).expect(200);
  });
});

describe('profiles', () => {
  it('GET /admin/me is for administrators, GET /utilisateurs/me for any signed-in user', async () => {
    const admin = await login(cms, 'admin');
    const adviser = await login(cms, 'conseillerA');
    const me = await cms.api().get('/api/v1/admin/me').set(bearer(admin)).expect(200);
    expect(me.body.utilisateur.email).toBe('admin@demo.local');
    await cms.api().get('/api/v1/admin/me').set(bearer(adviser)).expect(403);
    const own = await cms.api().get('/api/v1/utilisateurs/me').set(bearer(adviser)).expect(200);
    expect(own.body.donnees).toMatchObject({ email: 'conseiller@demo.local', role: 'conseiller' });
    expect(JSON.stringify(own.body)).not.toMatch(SECRET_FIELDS);
    await cms.api().get('/api/v1/utilisateurs/me').expect(401);
  });
});

describe('sessions', () => {
  it('rotates the refresh token and keeps the session usable', async () => {
    const session = await login(cms, 'conseillerA');
    const res = await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: session.tokenRafraichissement }).expect(200);
    expect(res.body.token).not.toBe(session.token);
    expect(res.body.tokenRafraichissement).not.toBe(session.tokenRafraichissement);
    await cms
      .api()
      .get('/api/v1/utilisateurs/me')
      .set({ Authorization: `Bearer ${res.body.token}` })
      .expect(200);
    await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: 'garbage' }).expect(401);
  });

  it('logout revokes the access token and the refresh token at once', async () => {
    const session = await login(cms, 'conseillerA');
    const rotated = (await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: session.tokenRafraichissement })).body;
    await cms.api().post('/api/v1/auth/deconnexion').set(bearer(session)).expect(200);
    await cms.api().get('/api/v1/utilisateurs/me').set(bearer(session)).expect(401);
    await cms
      .api()
      .get('/api/v1/utilisateurs/me')
      .set({ Authorization: `Bearer ${rotated.token}` })
      .expect(401);
    await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: rotated.tokenRafraichissement }).expect(401);
    // Another session of the same user is not affected.
    const other = await login(cms, 'conseillerA');
    await cms.api().get('/api/v1/utilisateurs/me').set(bearer(other)).expect(200);
  });

  it('a refresh token used a second time ends the whole session, the newer tokens too', async () => {
    const refresh = (tokenRafraichissement: string) => cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement });
    const me = (token: string) =>
      cms
        .api()
        .get('/api/v1/utilisateurs/me')
        .set({ Authorization: `Bearer ${token}` });
    const session = await login(cms, 'conseillerA');
    const other = await login(cms, 'conseillerA');
    const rotated = (await refresh(session.tokenRafraichissement).expect(200)).body;
    await me(rotated.token).expect(200);
    // Someone replays the first refresh token (stolen, or kept by a second copy of the page).
    await refresh(session.tokenRafraichissement).expect(401);
    await refresh(rotated.tokenRafraichissement).expect(401);
    await me(rotated.token).expect(401);
    await me(session.token).expect(401);
    // The user's other sign-in is a session of its own.
    await me(other.token).expect(200);
    await refresh(other.tokenRafraichissement).expect(200);
  });

  it('a forged copy of a rotated refresh token ends nothing', async () => {
    const session = await login(cms, 'conseillerA');
    const rotated = (
      await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: session.tokenRafraichissement }).expect(200)
    ).body;
    expect(decode(forgedCopy(session.tokenRafraichissement)).sessionId).toBe(decode(session.tokenRafraichissement).sessionId);
    await cms
      .api()
      .post('/api/v1/auth/rafraichir')
      .send({ tokenRafraichissement: forgedCopy(session.tokenRafraichissement) })
      .expect(401);
    await cms
      .api()
      .get('/api/v1/utilisateurs/me')
      .set({ Authorization: `Bearer ${rotated.token}` })
      .expect(200);
    await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: rotated.tokenRafraichissement }).expect(200);
  });

  it('refuses expired, forged and unsigned tokens', async () => {
    const session = await login(cms, 'admin');
    for (const token of [
      expiredCopy(session.token, process.env.JWT_SECRET as string),
      forgedCopy(session.token),
      unsignedCopy(session.token),
      'abc.def.ghi',
    ]) {
      const res = await cms
        .api()
        .get('/api/v1/admin/me')
        .set({ Authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    }
    await cms.api().get('/api/v1/admin/me').set(bearer(session)).expect(200);
  });

  it('gives short-lived access tokens', async () => {
    const claims = decode((await login(cms, 'admin')).token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses a blocked or inactive account', async () => {
    const users = cms.strapi.db.query('plugin::users-permissions.user');
    const adviser = await users.findOne({ where: { email: 'conseiller2@demo.local' } });
    const session = await login(cms, 'conseillerB');
    await users.update({ where: { id: adviser.id }, data: { statut: 'inactif' } });
    await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '198.51.100.9').send(ACCOUNTS.conseillerB).expect(401);
    await cms.api().get('/api/v1/utilisateurs/me').set(bearer(session)).expect(401);
    await users.update({ where: { id: adviser.id }, data: { statut: 'actif' } });
  });
});

describe('brute force', () => {
  it('limits failed logins per account', async () => {
    cms.strapi.config.set('limits.login', { perAccount: 3, perIp: 100, windowSeconds: 60 });
    const attempt = (ip: string, motDePasse: string) =>
      cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send({ email: 'conseiller@demo.local', motDePasse });
    for (let i = 0; i < 3; i += 1) expect((await attempt(`203.0.113.${10 + i}`, 'wrong-password')).status).toBe(401);
    const blocked = await attempt('203.0.113.50', ACCOUNTS.conseillerA.motDePasse);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/Trop de tentatives/);
  });

  it('limits failed logins per IP, whatever the email', async () => {
    cms.strapi.config.set('limits.login', { perAccount: 100, perIp: 5, windowSeconds: 60 });
    const ip = '203.0.113.200';
    for (let i = 0; i < 5; i += 1) {
      const res = await cms
        .api()
        .post('/api/v1/auth/connexion')
        .set('X-Forwarded-For', ip)
        .send({ email: `inconnu${i}@example.sn`, motDePasse: 'whatever1' });
      expect(res.status).toBe(401);
    }
    const res = await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send(ACCOUNTS.admin);
    expect(res.status).toBe(429);
    // Another address still signs in.
    await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '203.0.113.201').send(ACCOUNTS.admin).expect(200);
  });

  /** An account no other test has tried to sign in to, so its counters start at zero. */
  it('checks at most 5 wrong passwords per account, however many arrive at once', async () => {
    cms.strapi.config.set('limits.login', { perAccount: 5, perIp: 1000, windowSeconds: 60, accountDelaySeconds: 60 });
    const account = await freshAccount(cms, 'parallele');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        cms
          .api()
          .post('/api/v1/auth/connexion')
          .set('X-Forwarded-For', `198.51.100.${100 + i}`)
          .send({ email: account.email, motDePasse: `faux-${i}-mot-de-passe` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '198.51.100.250').send(account).expect(429);
  });

  it('gives a right password its attempt back', async () => {
    cms.strapi.config.set('limits.login', { perAccount: 2, perIp: 1000, windowSeconds: 60, accountDelaySeconds: 60 });
    const account = await freshAccount(cms, 'rendu');
    const attempt = (motDePasse: string) =>
      cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '192.0.2.77').send({ email: account.email, motDePasse });
    for (let i = 0; i < 3; i += 1) await attempt(account.motDePasse).expect(200);
    await attempt('faux-mot-de-passe-1').expect(401);
    await attempt(account.motDePasse).expect(200);
    await attempt('faux-mot-de-passe-2').expect(401);
    await attempt(account.motDePasse).expect(429);
  });

  it('makes an account wait a short while, then longer each time it fills up again', async () => {
    cms.strapi.config.set('limits.login', { perAccount: 1, perIp: 1000, windowSeconds: 60, accountDelaySeconds: 2 });
    const account = await freshAccount(cms, 'patience');
    const attempt = (motDePasse: string) =>
      cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '192.0.2.78').send({ email: account.email, motDePasse });
    await attempt('faux-mot-de-passe-1').expect(401);
    const first = Number((await attempt(account.motDePasse).expect(429)).headers['retry-after']);
    expect(first).toBeLessThanOrEqual(2);
    // The first wait is short: the real user is back in after it.
    clock.set(new Date(Date.now() + first * 1000 + 200));
    await attempt('faux-mot-de-passe-2').expect(401);
    const second = Number((await attempt(account.motDePasse).expect(429)).headers['retry-after']);
    expect(second).toBeGreaterThan(2);
    expect(second).toBeLessThanOrEqual(4);
  });
});

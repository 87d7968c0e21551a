// Password reset by mail over HTTP, with a real SMTP server on loopback: the request answers the same
// for any address and mails active accounts a single-use link valid one hour to their own space; the
// reset applies the password rules, ends every session and is logged; a used or expired link is a 400.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useCms } from '../helpers/strapi';
import { uniqueName } from '../helpers/names';
import { smtpSettings, useSmtpSink, type ReceivedMail } from '../helpers/smtp-sink';
import { bearer, login, type Session } from '../helpers/accounts';

const TOKEN = 'api::jeton-reinitialisation.jeton-reinitialisation';
const require = createRequire(import.meta.url);
const smtp = useSmtpSink();
const cms = useCms(() => ({
  ...smtpSettings(smtp),
  SITE_URL: 'https://www.teranga-services.sn',
  // Each test calls from its own address (X-Forwarded-For), so the per-IP limit is counted apart.
  PROXY_HOPS: '1',
  PASSWORD_RESET_RATE_LIMIT: '5',
  PASSWORD_RESET_ACCOUNT_LIMIT: '4',
}));
let admin: Session;
beforeAll(async () => {
  admin = await login(cms, 'admin');
});

let accounts = 0;
/** A fresh adviser (or administrator) of this test, with a known password. */
async function account(role: 'conseiller' | 'administrateur' = 'conseiller') {
  accounts += 1;
  const email = `${uniqueName('reset').toLowerCase()}@teranga-services.sn`;
  await cms
    .api()
    .post('/api/v1/utilisateurs')
    .set(bearer(admin))
    .send({
      prenom: 'Fatou',
      nom: `Sarr ${accounts}`,
      email,
      motDePasse: 'ancien-mot-de-passe',
      confirmationMotDePasse: 'ancien-mot-de-passe',
      role,
    })
    .expect(201);
  return email;
}

const forgot = (email: unknown, ip: string) =>
  cms.api().post('/api/v1/auth/mot-de-passe-oublie').set('X-Forwarded-For', ip).send({ email });
const reset = (body: Record<string, unknown>, ip: string) =>
  cms.api().post('/api/v1/auth/reinitialiser').set('X-Forwarded-For', ip).send(body);
const tokenOf = (mail: ReceivedMail) => /\/(?:admin|conseiller)\/reinitialiser\?token=([0-9a-f]{64})/.exec(mail.text)?.[1] as string;
const signIn = (email: string, motDePasse: string, ip: string) =>
  cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send({ email, motDePasse });

describe('password reset', () => {
  it('answers the same for any address and mails only an active account, in French, with the site name', async () => {
    const email = await account('administrateur');
    const known = await forgot(email.toUpperCase(), '10.0.1.1');
    const unknown = await forgot('personne@teranga-services.sn', '10.0.1.1');
    const malformed = await forgot('pas-un-email', '10.0.1.1');
    expect(known.status).toBe(200);
    for (const other of [unknown, malformed]) expect([other.status, other.body]).toEqual([known.status, known.body]);
    expect(known.body.message).toBe('Si un compte actif correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé.');

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Teranga Services : réinitialisation de votre mot de passe');
    expect(mail.text).toContain('Bonjour Fatou,');
    expect(mail.text).toMatch(/https:\/\/www\.teranga-services\.sn\/admin\/reinitialiser\?token=[0-9a-f]{64}/);
    const token = tokenOf(mail);
    expect(mail.html).toContain(`href="https://www.teranga-services.sn/admin/reinitialiser?token=${token}"`);
    expect(smtp.mails.filter((m) => m.to.includes('personne@teranga-services.sn'))).toHaveLength(0);

    // Only a digest of the token is stored, valid one hour.
    const rows = await cms.strapi.db.query(TOKEN).findMany({});
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.at(-1);
    expect(Math.abs(new Date(row.expireLe).getTime() - Date.now() - 3_600_000)).toBeLessThan(60_000);
  });

  it("links an adviser to the adviser's space and mails nothing to an inactive account", async () => {
    const adviser = await account();
    await forgot(adviser, '10.0.2.1').expect(200);
    expect((await smtp.waitFor((m) => m.to.includes(adviser))).text).toContain(
      'https://www.teranga-services.sn/conseiller/reinitialiser?token=',
    );

    const inactive = await account();
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { email: inactive }, data: { statut: 'inactif' } });
    await forgot(inactive, '10.0.2.1').expect(200);
    await forgot(adviser, '10.0.2.1').expect(200);
    await smtp.waitFor((m) => m.to.includes(adviser) && m !== smtp.mails.find((x) => x.to.includes(adviser)));
    expect(smtp.mails.filter((m) => m.to.includes(inactive))).toHaveLength(0);
  });

  it('sets the new password under the rules, ends every session, logs it, and refuses the link a second time', async () => {
    const email = await account();
    const session = (await signIn(email, 'ancien-mot-de-passe', '10.0.3.1').expect(200)).body;
    await forgot(email, '10.0.3.1').expect(200);
    const token = tokenOf(await smtp.waitFor((m) => m.to.includes(email)));

    const mismatch = await reset({ token, motDePasse: 'nouveau-secret-1', confirmationMotDePasse: 'autre-chose-1' }, '10.0.3.1').expect(
      400,
    );
    expect(mismatch.body.error.details.errors).toContainEqual(
      expect.objectContaining({ path: ['confirmationMotDePasse'], code: 'motDePasse.confirmation' }),
    );
    const short = await reset({ token, motDePasse: 'court', confirmationMotDePasse: 'court' }, '10.0.3.1').expect(400);
    expect(short.body.error.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');

    // A refused password leaves the link usable.
    await reset({ token, motDePasse: 'nouveau-secret-1', confirmationMotDePasse: 'nouveau-secret-1' }, '10.0.3.1').expect(200, {
      success: true,
    });
    await cms.api().get('/api/v1/utilisateurs/me').set(bearer(session)).expect(401);
    await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: session.tokenRafraichissement }).expect(401);
    await signIn(email, 'ancien-mot-de-passe', '10.0.3.2').expect(401);
    await signIn(email, 'nouveau-secret-1', '10.0.3.2').expect(200);
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
    const journal = (await cms.api().get('/api/v1/journal?limite=5').set(bearer(admin)).expect(200)).body;
    expect(journal).toContainEqual(
      expect.objectContaining({ action: 'mot de passe', cible: user.documentId, utilisateurId: user.documentId }),
    );

    const again = await reset({ token, motDePasse: 'encore-un-autre-1', confirmationMotDePasse: 'encore-un-autre-1' }, '10.0.3.1').expect(
      400,
    );
    expect(again.body.error).toMatchObject({
      name: 'ValidationError',
      message: "Ce lien de réinitialisation n'est plus valide (déjà utilisé ou expiré). Demandez-en un nouveau.",
      details: { code: 'reinitialisation.invalid' },
    });
    await signIn(email, 'nouveau-secret-1', '10.0.3.2').expect(200);
  });

  it('refuses an expired link and a made-up one', async () => {
    const email = await account();
    await forgot(email, '10.0.4.1').expect(200);
    const token = tokenOf(await smtp.waitFor((m) => m.to.includes(email)));
    const body = (t: string) => ({ token: t, motDePasse: 'nouveau-secret-2', confirmationMotDePasse: 'nouveau-secret-2' });

    expect((await reset(body('0'.repeat(64)), '10.0.4.1').expect(400)).body.error.details.code).toBe('reinitialisation.invalid');
    await cms.strapi.db.query(TOKEN).updateMany({ where: {}, data: { expireLe: new Date(Date.now() - 1000) } });
    expect((await reset(body(token), '10.0.4.1').expect(400)).body.error.details.code).toBe('reinitialisation.invalid');
    await signIn(email, 'ancien-mot-de-passe', '10.0.4.2').expect(200);
  });

  it('keeps the last three links usable until one of them is used', async () => {
    const email = await account();
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await forgot(email, '10.0.6.1').expect(200);
      const mail = await smtp.waitFor((m) => m.to.includes(email) && !tokens.includes(tokenOf(m)));
      tokens.push(tokenOf(mail));
    }
    const body = (motDePasse: string) => ({ motDePasse, confirmationMotDePasse: motDePasse });
    // A fourth request drops the oldest link; the three after it work, the first to be used ends the others.
    expect((await reset({ token: tokens[0], ...body('nouveau-secret-3') }, '10.0.6.3').expect(400)).body.error.details.code).toBe(
      'reinitialisation.invalid',
    );
    await reset({ token: tokens[1], ...body('nouveau-secret-3') }, '10.0.6.3').expect(200);
    for (const later of tokens.slice(2)) {
      expect((await reset({ token: later, ...body('encore-autre-3') }, '10.0.6.3').expect(400)).body.error.details.code).toBe(
        'reinitialisation.invalid',
      );
    }
    await signIn(email, 'nouveau-secret-3', '10.0.6.2').expect(200);
  });

  it('limits the requests per client address', async () => {
    for (let i = 0; i < 5; i += 1) await forgot(`quelqu-un-${i}@example.sn`, '10.0.5.1').expect(200);
    const limited = await forgot('quelqu-un-5@example.sn', '10.0.5.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await forgot('quelqu-un-5@example.sn', '10.0.5.2').expect(200);
  });

  it('limits the requests per account too, from any client address, whether or not the account exists', async () => {
    const email = await account();
    for (let i = 0; i < 4; i += 1) await forgot(email, `10.0.7.${i + 1}`).expect(200);
    for (const address of [email, email.toUpperCase()]) {
      const limited = await forgot(address, '10.0.7.9');
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatchObject({
        status: 429,
        name: 'RateLimitError',
        message: 'Trop de demandes. Veuillez réessayer plus tard.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (let i = 0; i < 4; i += 1) await forgot('inconnu@example.sn', `10.0.8.${i + 1}`).expect(200);
    expect((await forgot('inconnu@example.sn', '10.0.8.9')).status).toBe(429);
    // Only four mails went to the account, and another address is not held back.
    await smtp.waitFor(() => smtp.mails.filter((m) => m.to.includes(email)).length === 4);
    await forgot('autre@example.sn', '10.0.7.9').expect(200);
  });

  it('answers before looking the address up: the same answer, at the same moment, with or without an account', async () => {
    const email = await account('administrateur');
    // Hold every read of the accounts table until released: an answer that waited for one would not come.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const db = cms.strapi.db;
    const query = db.query.bind(db);
    db.query = (uid: string) => {
      const q = query(uid);
      if (uid !== 'plugin::users-permissions.user') return q;
      return new Proxy(q, {
        get: (target, key) =>
          key === 'findOne' || key === 'findMany' ? async (...args: unknown[]) => held.then(() => target[key](...args)) : target[key],
      });
    };
    try {
      const within = <T>(promise: Promise<T>) =>
        Promise.race([promise, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2000))]);
      const known = await within(forgot(email, '10.0.9.1'));
      const unknown = await within(forgot('personne-9@example.sn', '10.0.9.1'));
      expect(known).not.toBe('waited');
      expect(unknown).not.toBe('waited');
      if (known === 'waited' || unknown === 'waited') return;
      const shape = (res: typeof known) => ({ status: res.status, body: res.body, type: res.headers['content-type'] });
      expect(shape(known)).toEqual(shape(unknown));
      expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
    } finally {
      release();
      db.query = query;
    }
    // The lookup, the link and the mail follow the answer.
    await smtp.waitFor((m) => m.to.includes(email));
  });
  it('does the same work after the answer whether or not an active account has the address', async () => {
    const crypto = require('node:crypto');
    const resets = () => require(`${process.env.CMS_TEST_DIST}/src/services/mot-de-passe-oublie.js`);
    const email = await account();
    await resets().passwordResetsSettled();
    /** What the work that follows the answer does: its SQL statements, the tokens drawn and the SHA-256 digests made. */
    const workFor = async (address: string, ip: string) => {
      const statements: string[] = [];
      const listen = (q: { sql?: string }) => statements.push(String(q.sql ?? '').toLowerCase());
      const tokens = vi.spyOn(crypto, 'randomBytes');
      const digests = vi.spyOn(crypto, 'createHash');
      cms.strapi.db.connection.on('query', listen);
      try {
        expect((await forgot(address, ip)).status).toBe(200);
        await resets().passwordResetsSettled();
        return {
          statements,
          tokens: tokens.mock.calls.filter(([size]) => size === 32).length,
          digests: digests.mock.calls.filter(([algorithm]) => algorithm === 'sha256').length,
        };
      } finally {
        cms.strapi.db.connection.off('query', listen);
        tokens.mockRestore();
        digests.mockRestore();
      }
    };
    const known = await workFor(email, '10.0.10.1');
    await smtp.waitFor((m) => m.to.includes(email));
    const unknown = await workFor(`personne-${uniqueName('x').toLowerCase()}@teranga-services.sn`, '10.0.10.2');
    expect(known.tokens).toBe(1);
    // The same statements, the link written for no one rolled back instead of kept.
    expect(unknown).toEqual({
      ...known,
      statements: known.statements.map((sql) => (sql === 'commit;' || sql === 'commit' ? expect.stringMatching(/^rollback/) : sql)),
    });
    expect(await cms.strapi.db.query(TOKEN).count({ where: { utilisateurId: 0 } })).toBe(0);
  });
});

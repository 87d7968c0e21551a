// Idempotency-Key on POST /contact, /newsletter and the back-office creates: a retry of a request
// that was done (its answer lost) gets the same answer and stores nothing more.
import http from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { png } from '../helpers/images';
import { withAltTexts } from '../helpers/content';

const cms = useCms();
const admin = useSession(cms, 'admin');
const adviser = useSession(cms, 'conseillerA');

const CONTACT = 'api::demande-contact.demande-contact';
const message = (nom: string) => ({
  nom,
  numero: '+221 77 000 00 07',
  email: 'retry@example.sn',
  description: 'Une demande envoyée deux fois.',
  secteur: 'it',
});
const contact = (body: object, key?: string) => {
  const req = cms.api().post('/api/v1/contact');
  return key ? req.set('Idempotency-Key', key).send(body) : req.send(body);
};
const stored = (nom: string) => cms.strapi.db.query(CONTACT).count({ where: { nom } });

async function articleWithKey(who: Session, key: string, titre: string) {
  let req = cms.api().post('/api/v1/articles').set(bearer(who)).set('Idempotency-Key', key);
  for (const lang of ['fr', 'en', 'pt']) {
    req = req
      .field(`titre[${lang}]`, `${titre} (${lang})`)
      .field(`contenu[${lang}]`, 'Un article envoyé deux fois par un navigateur pressé. '.repeat(4));
  }
  return withAltTexts(req)
    .field('categories[]', 'télécom')
    .field('etat', 'brouillon')
    .attach('imagePrincipale', await png(), 'cover.png');
}

describe('Idempotency-Key', () => {
  it('answers a repeated contact request with the first answer and stores it once', async () => {
    const key = randomUUID();
    const first = await contact(message('Idem Un'), key).expect(201);
    const second = await contact(message('Idem Un'), key).expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored('Idem Un')).toBe(1);
  });

  it('changes nothing without the header', async () => {
    await contact(message('Idem Sans')).expect(201);
    await contact(message('Idem Sans')).expect(201);
    expect(await stored('Idem Sans')).toBe(2);
  });

  it('refuses a key reused for another request, and a malformed key', async () => {
    const key = randomUUID();
    await contact(message('Idem Deux'), key).expect(201);
    const reused = await contact(message('Idem Autre'), key).expect(422);
    expect(reused.body.error.message).toBe('Cette clé Idempotency-Key a déjà servi pour une autre requête.');
    const malformed = await contact(message('Idem Court'), 'abc').expect(400);
    expect(malformed.body.error.details.errors[0].path).toEqual(['Idempotency-Key']);
    expect(await stored('Idem Autre')).toBe(0);
    expect(await stored('Idem Court')).toBe(0);
  });

  it('stores once when the same request arrives several times at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => contact(message('Idem Rafale'), key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    expect(await stored('Idem Rafale')).toBe(1);
  });

  it('stores once when the answer was cut and the client retries', async () => {
    const server = cms.strapi.server.httpServer as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const key = randomUUID();
    const body = JSON.stringify(message('Idem Coupé'));
    // The answer is lost on the way back: the client drops the connection as it arrives, unread.
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/contact',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': key },
      });
      req.on('error', () => resolve());
      req.on('response', (res) => {
        res.on('error', () => {});
        req.destroy();
        resolve();
      });
      req.end(body);
    });
    expect(await stored('Idem Coupé')).toBe(1);
    const retry = await contact(message('Idem Coupé'), key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await stored('Idem Coupé')).toBe(1);
  });

  it('answers a repeated newsletter subscription once', async () => {
    const key = randomUUID();
    const first = await cms.api().post('/api/v1/newsletter').set('Idempotency-Key', key).send({ email: 'idem@example.sn' }).expect(201);
    const second = await cms.api().post('/api/v1/newsletter').set('Idempotency-Key', key).send({ email: 'idem@example.sn' }).expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('creates one article for a repeated back-office create, per caller', async () => {
    const key = randomUUID();
    const first = await articleWithKey(admin, key, 'Un article envoyé deux fois');
    expect(first.status).toBe(201);
    const second = await articleWithKey(admin, key, 'Un article envoyé deux fois');
    expect(second.status).toBe(201);
    expect(second.body._id).toBe(first.body._id);
    const rows = await cms.strapi.db
      .query('api::article.article')
      .findMany({ where: { titre: { $startsWith: 'Un article envoyé deux fois' } } });
    expect(new Set(rows.map((r) => r.documentId)).size).toBe(1);
    // The same key from another account is another key.
    const other = await articleWithKey(adviser, key, 'Un article envoyé deux fois');
    expect(other.status).toBe(201);
    expect(other.body._id).not.toBe(first.body._id);
  });
});

describe('Idempotency-Key and secrets', () => {
  const KEYS = 'api::idempotency-key.idempotency-key';
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;

  it('keeps no password in what it stores, nor a hash anyone can rebuild from the body', async () => {
    const password = 'Mot-de-passe-Idempotent-42';
    const body = {
      prenom: 'Idem',
      nom: 'Potent',
      email: 'idem.potent@teranga-services.sn',
      motDePasse: password,
      confirmationMotDePasse: password,
      role: 'conseiller',
    };
    const key = randomUUID();
    const first = await cms.api().post('/api/v1/utilisateurs').set(bearer(admin)).set('Idempotency-Key', key).send(body).expect(201);
    const replayed = await cms.api().post('/api/v1/utilisateurs').set(bearer(admin)).set('Idempotency-Key', key).send(body).expect(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(first.body);

    const rows = await cms.strapi.db.query(KEYS).findMany({});
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(password);
    expect(stored).not.toMatch(/motDePasse|password/i);
    // The digest the store used to keep, SHA-256 of the canonical body with the password, is not there:
    // nobody can test passwords against it.
    const plain = createHash('sha256')
      .update(JSON.stringify([canonical(body), []]))
      .digest('hex');
    expect(rows.map((r: { requestHash: string }) => r.requestHash)).not.toContain(plain);
    // Another body under the same key is still refused.
    await cms
      .api()
      .post('/api/v1/utilisateurs')
      .set(bearer(admin))
      .set('Idempotency-Key', key)
      .send({ ...body, nom: 'Autre' })
      .expect(422);
  });
});

import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';

const cms = useCms();

const UID = 'api::demande-contact.demande-contact';
const stored = () => cms.strapi.db.query(UID).count();
const valid = {
  nom: 'Ibrahima Fall',
  numero: '+221 77 654 32 10',
  email: 'ibrahima.fall@example.sn',
  entreprise: 'Fall & Fils SARL',
  description: 'Nous avons besoin d’une étude pour le câblage de notre nouvel entrepôt à Diamniadio.',
  secteur: 'cablage',
};

describe('POST /api/v1/contact', () => {
  it('stores a valid request and answers {data}', async () => {
    const before = await stored();
    const res = await cms.api().post('/api/v1/contact').send(valid).expect(201);
    expect(res.body.data).toMatchObject({ _id: expect.any(String), nom: valid.nom, email: valid.email, secteur: 'cablage' });
    expect(await stored()).toBe(before + 1);
    const row = await cms.strapi.db.query(UID).findOne({ where: { documentId: res.body.data._id } });
    expect(row).toMatchObject({ ...valid, traitee: false });
  });

  it('accepts the sector sent by each sector page and by the contact page', async () => {
    for (const secteur of ['it', 'études', 'telecom', 'genie civil', 'mines']) {
      await cms
        .api()
        .post('/api/v1/contact')
        .send({ ...valid, secteur })
        .expect(201);
    }
  });

  it('refuses missing fields with field errors and stores nothing', async () => {
    const before = await stored();
    const res = await cms.api().post('/api/v1/contact').send({ secteur: 'it', entreprise: 'X' }).expect(400);
    expect(res.body.data).toBeNull();
    expect(res.body.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'Veuillez remplir tous les champs obligatoires.',
    });
    const paths = res.body.error.details.errors.map((e) => e.path.join('.')).sort();
    expect(paths).toEqual(['description', 'email', 'nom', 'numero']);
    expect(await stored()).toBe(before);
  });

  it('refuses a malformed email and an unknown sector', async () => {
    const email = await cms
      .api()
      .post('/api/v1/contact')
      .send({ ...valid, email: 'ibrahima@' })
      .expect(400);
    expect(email.body.error.details.errors).toContainEqual(expect.objectContaining({ path: ['email'] }));
    const secteur = await cms
      .api()
      .post('/api/v1/contact')
      .send({ ...valid, secteur: 'banque' })
      .expect(400);
    expect(secteur.body.error.message).toBe('Veuillez sélectionner un secteur.');
  });

  it('answers 400 for broken JSON and 413 for an oversized body', async () => {
    const before = await stored();
    await cms.api().post('/api/v1/contact').set('Content-Type', 'application/json').send('{"nom": "x",').expect(400);
    const huge = { ...valid, description: 'x'.repeat(200_000) };
    await cms.api().post('/api/v1/contact').send(huge).expect(413);
    expect(await stored()).toBe(before);
  });

  it('drops a bot that fills the honeypot without storing it', async () => {
    const before = await stored();
    await cms
      .api()
      .post('/api/v1/contact')
      .send({ ...valid, website: 'https://spam.example' })
      .expect(400);
    expect(await stored()).toBe(before);
  });

  it('limits requests per IP with 429 and Retry-After', async () => {
    cms.strapi.config.set('limits.contact', { max: 2, windowSeconds: 60 });
    const ip = '203.0.113.7';
    cms.strapi.server.app.proxy = true;
    const send = () => cms.api().post('/api/v1/contact').set('X-Forwarded-For', ip).send(valid);
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const before = await stored();
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.error.name).toBe('RateLimitError');
    expect(await stored()).toBe(before);
    // Another address is not affected.
    expect((await cms.api().post('/api/v1/contact').set('X-Forwarded-For', '203.0.113.8').send(valid)).status).toBe(201);
    cms.strapi.server.app.proxy = false;
    cms.strapi.config.set('limits.contact', { max: 1000, windowSeconds: 600 });
  });

  it('stores the language the visitor wrote in (?lang=), French otherwise', async () => {
    for (const [lang, expected] of [
      ['en', 'en'],
      ['pt', 'pt'],
      ['xx', 'fr'],
    ] as const) {
      const res = await cms.api().post(`/api/v1/contact?lang=${lang}`).send(valid).expect(201);
      const row = await cms.strapi.db.query(UID).findOne({ where: { documentId: res.body.data._id } });
      expect(row.langue).toBe(expected);
    }
  });
});

describe('POST /api/v1/contact as a browser form (no JavaScript)', () => {
  const form = (body: Record<string, string>, query = '') => cms.api().post(`/api/v1/contact${query}`).type('form').send(body);

  it("stores the request and answers 303 to the confirmation page of the visitor's language", async () => {
    const before = await stored();
    const fr = await form(valid).expect(303);
    expect(fr.headers.location).toBe('/contact/merci');
    const en = await form({ ...valid, nom: 'Jane Doe' }, '?lang=en&retour=/en/telecom').expect(303);
    expect(en.headers.location).toBe('/en/contact/merci');
    expect(await stored()).toBe(before + 2);
    const row = await cms.strapi.db.query(UID).findOne({ where: { nom: 'Jane Doe' } });
    expect(row).toMatchObject({ ...valid, nom: 'Jane Doe', langue: 'en', traitee: false });
  });

  it('sends an invalid request back to its form with one code per field, storing nothing', async () => {
    const before = await stored();
    const res = await form(
      { nom: '', numero: 'abc', email: 'x@', description: 'Bonjour', secteur: 'telecom' },
      '?lang=pt&retour=/pt/telecom',
    ).expect(303);
    expect(res.headers.location).toBe('/pt/telecom?erreurs=nom%3Arequired%2Cnumero%3Aphone%2Cemail%3Aemail#contact-erreur');
    const elsewhere = await form({ nom: '' }, '?lang=en&retour=//evil.example/').expect(303);
    expect(elsewhere.headers.location).toMatch(/^\/en\/contact\?erreurs=/);
    expect(await stored()).toBe(before);
  });

  it('parses field names with qs and its prototype protections', async () => {
    const before = await stored();
    const res = await cms
      .api()
      .post('/api/v1/contact')
      .type('form')
      .send(
        'nom=Awa&numero=%2B221770000000&email=awa%40example.sn&description=Test&secteur=it&__proto__[admin]=1&constructor[prototype][x]=1',
      )
      .expect(303);
    expect(res.headers.location).toBe('/contact/merci');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(await stored()).toBe(before + 1);
  });

  it('applies the honeypot and the rate limit to native posts too', async () => {
    const before = await stored();
    const bot = await form({ ...valid, website: 'https://spam.example' }, '?retour=/telecom').expect(303);
    expect(bot.headers.location).toMatch(/^\/telecom\?erreurs=/);
    cms.strapi.config.set('limits.contact', { max: 1, windowSeconds: 60 });
    cms.strapi.server.app.proxy = true;
    const send = () => form(valid, '?lang=en&retour=/en/contact').set('X-Forwarded-For', '203.0.113.44');
    expect((await send()).headers.location).toBe('/en/contact/merci');
    const limited = await send().expect(303);
    expect(limited.headers.location).toMatch(/^\/en\/contact\?attente=\d+#contact-attente$/);
    expect(await stored()).toBe(before + 1);
    cms.strapi.server.app.proxy = false;
    cms.strapi.config.set('limits.contact', { max: 1000, windowSeconds: 600 });
  });
});

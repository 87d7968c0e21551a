import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';

const cms = useCms();

const UID = 'api::abonnement-newsletter.abonnement-newsletter';

describe('POST /api/v1/newsletter as a browser form (no JavaScript)', () => {
  it("subscribes in the form's language and answers 303 to the confirmation page", async () => {
    const res = await cms
      .api()
      .post('/api/v1/newsletter?lang=en&retour=/en/')
      .type('form')
      .send({ email: 'native-form@example.sn', domaineInteret: 'IT', langue: 'en', website: '' })
      .expect(303);
    expect(res.headers.location).toBe('/en/newsletter/merci');
    const row = await cms.strapi.db.query(UID).findOne({ where: { email: 'native-form@example.sn' } });
    expect(row).toMatchObject({ domaineInteret: 'IT', langue: 'en' });
  });

  it('sends an invalid address or a bot back to the page, storing nothing', async () => {
    const before = await cms.strapi.db.query(UID).count();
    const bad = await cms
      .api()
      .post('/api/v1/newsletter?lang=pt&retour=/pt/contact')
      .type('form')
      .send({ email: 'nope', langue: 'pt' })
      .expect(303);
    expect(bad.headers.location).toBe('/pt/contact?erreurs=email%3Aemail#newsletter-erreur');
    const bot = await cms.api().post('/api/v1/newsletter').type('form').send({ email: 'bot@example.sn', website: 'x' }).expect(303);
    expect(bot.headers.location).toMatch(/^\/\?erreurs=/);
    expect(await cms.strapi.db.query(UID).count()).toBe(before);
  });
});

describe('POST /api/v1/newsletter (no SMTP configured)', () => {
  it('stores email, field of interest, language, time and consent', async () => {
    const res = await cms
      .api()
      .post('/api/v1/newsletter')
      .send({ email: 'Mariama@Example.SN', domaineInteret: 'Télécom', langue: 'en' })
      .expect(201);
    expect(res.body.data).toEqual({ email: 'mariama@example.sn', confirmationRequise: false });
    const row = await cms.strapi.db.query(UID).findOne({ where: { email: 'mariama@example.sn' } });
    expect(row).toMatchObject({ domaineInteret: 'Télécom', langue: 'en', consentement: true, statut: 'confirme' });
    expect(new Date(row.consentementLe).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('makes no duplicate for the same email', async () => {
    await cms.api().post('/api/v1/newsletter').send({ email: 'doublon@example.sn' }).expect(201);
    await cms.api().post('/api/v1/newsletter').send({ email: 'DOUBLON@example.sn ' }).expect(201);
    expect(await cms.strapi.db.query(UID).count({ where: { email: 'doublon@example.sn' } })).toBe(1);
  });

  it('refuses an invalid email with a field error', async () => {
    const before = await cms.strapi.db.query(UID).count();
    const res = await cms.api().post('/api/v1/newsletter').send({ email: 'pas-un-email' }).expect(400);
    expect(res.body.error.details.errors[0]).toMatchObject({ path: ['email'] });
    expect(await cms.strapi.db.query(UID).count()).toBe(before);
  });

  it('never exposes the tokens and refuses unknown ones', async () => {
    const res = await cms.api().post('/api/v1/newsletter').send({ email: 'tokens-test@example.sn' }).expect(201);
    expect(JSON.stringify(res.body)).not.toMatch(/jeton/i);
    await cms
      .api()
      .post('/api/v1/newsletter/confirmation')
      .send({ jeton: 'a'.repeat(48) })
      .expect(404);
    await cms.api().post('/api/v1/newsletter/desabonnement').send({ jeton: 'nope' }).expect(404);
  });

  it('unsubscribes with the token and lets the person subscribe again', async () => {
    await cms.api().post('/api/v1/newsletter').send({ email: 'retour@example.sn' }).expect(201);
    const row = await cms.strapi.db.query(UID).findOne({ where: { email: 'retour@example.sn' } });
    await cms.api().post(`/api/v1/newsletter/desabonnement?jeton=${row.jetonDesabonnement}`).send('List-Unsubscribe=One-Click').expect(200);
    expect((await cms.strapi.db.query(UID).findOne({ where: { id: row.id } })).statut).toBe('desabonne');
    await cms.api().post('/api/v1/newsletter').send({ email: 'retour@example.sn' }).expect(201);
    expect((await cms.strapi.db.query(UID).findOne({ where: { id: row.id } })).statut).toBe('confirme');
  });
});

// Contact and newsletter mail through a real SMTP server listening on loopback.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { smtpSettings, useSmtpSink } from '../helpers/smtp-sink';

const smtp = useSmtpSink();
const cms = useCms(() => ({
  ...smtpSettings(smtp),
  COMPANY_EMAIL: 'devis@teranga-services.sn',
  SITE_URL: 'https://www.teranga-services.sn',
}));

describe('mail', () => {
  it('tells the company about a stored contact request', async () => {
    await cms
      .api()
      .post('/api/v1/contact')
      .send({
        nom: 'Khady Sow',
        numero: '+221 76 000 11 22',
        email: 'khady@example.sn',
        description: 'Demande de devis pour une liaison FH.',
        secteur: 'telecom',
      })
      .expect(201);
    const mail = await smtp.waitFor((m) => m.to.includes('devis@teranga-services.sn'));
    expect(mail.subject).toContain('Khady Sow');
    expect(mail.headers).toMatch(/Reply-To: khady@example\.sn/i);
    expect(mail.text).toContain('Demande de devis pour une liaison FH.');
    expect(mail.html).toContain('Demande de devis pour une liaison FH.');
    expect(mail.text).toContain('Langue : français (répondre dans cette langue)');
  });

  it('says in which language to answer a request sent from the English site', async () => {
    await cms
      .api()
      .post('/api/v1/contact?lang=en')
      .send({
        nom: 'John Carter',
        numero: '+221 76 000 11 23',
        email: 'john@example.com',
        description: 'Quote for a fibre link.',
        secteur: 'telecom',
      })
      .expect(201);
    const mail = await smtp.waitFor((m) => m.subject.includes('John Carter'));
    expect(mail.subject).toContain('[en]');
    expect(mail.text).toContain('Langue : anglais (répondre dans cette langue)');
  });

  it('asks a new subscriber to confirm, in their language, with an unsubscribe link', async () => {
    const res = await cms
      .api()
      .post('/api/v1/newsletter')
      .send({ email: 'ousmane@example.sn', domaineInteret: 'IT', langue: 'pt' })
      .expect(201);
    expect(res.body.data.confirmationRequise).toBe(true);
    const row = await cms.strapi.db
      .query('api::abonnement-newsletter.abonnement-newsletter')
      .findOne({ where: { email: 'ousmane@example.sn' } });
    expect(row.statut).toBe('en_attente');

    const mail = await smtp.waitFor((m) => m.to.includes('ousmane@example.sn'));
    expect(mail.subject).toBe('Confirme a sua inscrição na nossa newsletter');
    const confirm = /https:\/\/www\.teranga-services\.sn\/pt\/newsletter\/confirmation\?jeton=([a-f0-9]+)/.exec(mail.text);
    expect(confirm).not.toBeNull();
    expect(mail.text).toMatch(/\/pt\/newsletter\/desabonnement\?jeton=[a-f0-9]+/);
    expect(mail.html).toContain(`href="${confirm![0]}"`);
    expect(mail.headers).toMatch(/List-Unsubscribe: <.+\/api\/v1\/newsletter\/desabonnement\?jeton=[a-f0-9]+>/);
    expect(mail.headers).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    await cms.api().post('/api/v1/newsletter/confirmation').send({ jeton: confirm![1] }).expect(200);
    const confirmed = await cms.strapi.db.query('api::abonnement-newsletter.abonnement-newsletter').findOne({ where: { id: row.id } });
    expect(confirmed.statut).toBe('confirme');
    expect(confirmed.confirmeLe).toBeTruthy();
  });

  it('answers the same whether the address is new, waiting or already subscribed', async () => {
    const UID = 'api::abonnement-newsletter.abonnement-newsletter';
    await cms.strapi.db.query(UID).create({
      data: {
        email: 'deja@example.sn',
        langue: 'fr',
        consentement: true,
        statut: 'confirme',
        confirmeLe: new Date(),
        jetonConfirmation: 'a'.repeat(48),
        jetonDesabonnement: 'b'.repeat(48),
      },
    });
    const answers = [];
    for (const email of ['nouveau@example.sn', 'nouveau@example.sn', 'deja@example.sn']) {
      const res = await cms.api().post('/api/v1/newsletter').send({ email, langue: 'fr' });
      answers.push({ status: res.status, body: { ...res.body, data: { ...res.body.data, email: undefined } } });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 201, body: { data: { email: undefined, confirmationRequise: true } } });
    // The subscriber stays subscribed; the mailbox's owner gets the link, which says so.
    const mail = await smtp.waitFor((m) => m.to.includes('deja@example.sn'));
    const confirm = /confirmation\?jeton=([a-f0-9]+)/.exec(mail.text);
    expect((await cms.strapi.db.query(UID).findOne({ where: { email: 'deja@example.sn' } })).statut).toBe('confirme');
    expect((await cms.api().post('/api/v1/newsletter/confirmation').send({ jeton: confirm![1] }).expect(200)).body.data.statut).toBe(
      'confirme',
    );
  });
});

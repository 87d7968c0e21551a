import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { UID } from '../../../contract/queries';
import type { AbonnementNewsletterInput } from '@teranga/domain';
import { mailEnabled, sendMail } from '../../../services/mailer';
import { confirmationMail, sitePath } from './mails';

const token = () => randomBytes(24).toString('hex');

export type Statut = 'en_attente' | 'confirme' | 'desabonne';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(UID.abonnementNewsletter);
  const notifications = () => strapi.config.get('notifications') as { siteUrl: string; apiUrl: string };

  async function sendConfirmation(row: { email: string; langue?: string | null; jetonConfirmation: string; jetonDesabonnement: string }) {
    const { siteUrl, apiUrl } = notifications();
    const lang = row.langue ?? 'fr';
    const confirmUrl = `${siteUrl}${sitePath(lang, '/newsletter/confirmation')}?jeton=${row.jetonConfirmation}`;
    const unsubscribeUrl = `${siteUrl}${sitePath(lang, '/newsletter/desabonnement')}?jeton=${row.jetonDesabonnement}`;
    const mail = confirmationMail(lang, confirmUrl, unsubscribeUrl);
    await sendMail(strapi, {
      to: row.email,
      ...mail,
      headers: {
        'List-Unsubscribe': `<${apiUrl}/api/v1/newsletter/desabonnement?jeton=${row.jetonDesabonnement}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  return {
    /**
     * One row per email. With SMTP the subscription waits for the link in the confirmation mail
     * (double opt-in); without SMTP there is no way to confirm, so consent at signup stands.
     * With SMTP the answer is the same whoever asks: it never tells whether an address is already
     * subscribed (only the mailbox's owner learns it, by the link that says so).
     */
    async subscribe(request: AbonnementNewsletterInput) {
      const doubleOptIn = mailEnabled(strapi);
      const now = new Date();
      const existing = await query().findOne({ where: { email: request.email } });
      if (existing?.statut === 'confirme') {
        if (!doubleOptIn) return { email: existing.email, confirmationRequise: false };
        const row = await query().update({ where: { id: existing.id }, data: { jetonConfirmation: token() } });
        void sendConfirmation(row);
        return { email: row.email, confirmationRequise: true };
      }
      const data = {
        email: request.email,
        domaineInteret: request.domaineInteret,
        langue: request.langue,
        consentement: true,
        consentementLe: now,
        statut: (doubleOptIn ? 'en_attente' : 'confirme') as Statut,
        confirmeLe: doubleOptIn ? null : now,
        desabonneLe: null,
        jetonConfirmation: token(),
        jetonDesabonnement: existing?.jetonDesabonnement ?? token(),
      };
      const row = existing ? await query().update({ where: { id: existing.id }, data }) : await query().create({ data });
      if (doubleOptIn) void sendConfirmation(row);
      return { email: row.email, confirmationRequise: doubleOptIn };
    },

    async confirm(jeton: string) {
      if (!jeton) return null;
      const row = await query().findOne({ where: { jetonConfirmation: jeton } });
      if (!row || row.statut === 'desabonne') return null;
      if (row.statut !== 'confirme') {
        await query().update({ where: { id: row.id }, data: { statut: 'confirme', confirmeLe: new Date() } });
      }
      return { email: row.email, statut: 'confirme' as Statut };
    },

    async unsubscribe(jeton: string) {
      if (!jeton) return null;
      const row = await query().findOne({ where: { jetonDesabonnement: jeton } });
      if (!row) return null;
      if (row.statut !== 'desabonne') {
        await query().update({ where: { id: row.id }, data: { statut: 'desabonne', desabonneLe: new Date() } });
      }
      return { email: row.email, statut: 'desabonne' as Statut };
    },
  };
};

import type { Core } from '@strapi/strapi';
import { UID } from '../../../contract/queries';
import { langFrom } from '@teranga/domain';
import type { DemandeContactInput } from '@teranga/domain';
import { sendMail } from '../../../services/mailer';

// The company answers in the visitor's language: the notification says which one.
const LANGUE = { fr: 'français', en: 'anglais', pt: 'portugais' } as const;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores the request, then tells the company by mail (in the background). */
  async store(request: DemandeContactInput, lang: unknown) {
    const langue = langFrom(lang);
    const row = await strapi.db.query(UID.demandeContact).create({
      data: { ...request, langue, traitee: false },
    });
    const to = strapi.config.get('notifications.companyEmail') as string;
    void sendMail(strapi, {
      to,
      replyTo: request.email,
      subject: `Nouvelle demande de contact : ${request.nom}${request.secteur ? ` (${request.secteur})` : ''} [${langue}]`,
      text: [
        'Une nouvelle demande de contact est arrivée par le site. Réponse promise sous 24 heures.',
        '',
        `Nom : ${request.nom}`,
        `Téléphone : ${request.numero}`,
        `E-mail : ${request.email}`,
        `Entreprise : ${request.entreprise || '-'}`,
        `Secteur : ${request.secteur || '-'}`,
        `Langue : ${LANGUE[langue]} (répondre dans cette langue)`,
        '',
        request.description,
      ].join('\n'),
    });
    return {
      _id: row.documentId,
      nom: row.nom,
      email: row.email,
      secteur: row.secteur,
      dateCreation: new Date(row.createdAt).toISOString(),
    };
  },
});

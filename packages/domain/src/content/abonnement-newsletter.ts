// A newsletter subscription (docs/product.md §3): double opt-in, exported by administrators.
import { defineContent, field } from './fields';

export const ABONNEMENT_NEWSLETTER = defineContent({
  name: 'abonnement-newsletter',
  collection: 'abonnements-newsletter',
  uid: 'api::abonnement-newsletter.abonnement-newsletter',
  localized: false,
  fields: {
    email: field.text({ storage: 'email', required: true, max: 254 }),
    domaineInteret: field.text({ storage: 'string', max: 100 }),
    langue: field.text({ storage: 'string', max: 2 }),
    consentement: field.boolean({}),
    consentementLe: field.date({}),
    statut: field.text({ storage: 'string', max: 20 }),
    confirmeLe: field.date({}),
    desabonneLe: field.date({}),
    jetonConfirmation: field.text({ storage: 'string', max: 64, system: true }),
    jetonDesabonnement: field.text({ storage: 'string', max: 64, system: true }),
  },
});

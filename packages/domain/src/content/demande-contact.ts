// A contact request (docs/product.md §3): sent by the public form, handled in the back-office.
import { defineContent, field } from './fields';

export const DEMANDE_CONTACT = defineContent({
  name: 'demande-contact',
  collection: 'demandes-contact',
  uid: 'api::demande-contact.demande-contact',
  localized: false,
  fields: {
    nom: field.text({ storage: 'string', required: true, max: 100, label: { fr: 'Nom', en: 'Name', pt: 'Nome' } }),
    numero: field.text({ storage: 'string', required: true, max: 40 }),
    email: field.text({ storage: 'email', required: true, max: 254 }),
    entreprise: field.text({ storage: 'string', max: 150 }),
    description: field.text({ storage: 'text', required: true, max: 5000 }),
    secteur: field.text({ storage: 'string', max: 40 }),
    langue: field.text({ storage: 'string', max: 2 }),
    traitee: field.boolean({ default: false }),
    traiteeLe: field.date({}),
  },
});

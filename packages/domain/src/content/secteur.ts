// The sector (docs/product.md §3): seeded, read by every list; the back-office only picks one.
import { defineContent, field } from './fields';

export const SECTEUR = defineContent({
  name: 'secteur',
  collection: 'secteurs',
  uid: 'api::secteur.secteur',
  localized: true,
  fields: {
    nom: field.localizedText({ storage: 'string', required: true, max: 100, label: { fr: 'Nom', en: 'Name', pt: 'Nome' } }),
    slug: field.text({ storage: 'string', required: true, max: 40, label: { fr: 'Identifiant', en: 'Identifier', pt: 'Identificador' } }),
    ordre: field.integer({ answer: false }),
  },
});

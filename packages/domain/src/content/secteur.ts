// The sector (docs/product.md §3): seeded, read by every list; the back-office only picks one.
import { defineContent, field } from './fields';

export const SECTEUR = defineContent({
  name: 'secteur',
  collection: 'secteurs',
  uid: 'api::secteur.secteur',
  localized: true,
  fields: {
    nom: field.localizedText({ storage: 'string', required: true, max: 100 }),
    slug: field.text({ storage: 'string', required: true, max: 40 }),
    ordre: field.integer({ answer: false }),
  },
});

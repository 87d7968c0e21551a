// The partner (docs/product.md §3): no languages, no author.
import { defineContent, field } from './fields';

export const PARTENAIRE = defineContent({
  name: 'partenaire',
  collection: 'partenaires',
  uid: 'api::partenaire.partenaire',
  localized: false,
  titleField: 'nom',
  fields: {
    nom: field.text({ storage: 'string', required: true, max: 100, label: { fr: 'Nom', en: 'Name', pt: 'Nome' } }),
    siteWeb: field.text({ storage: 'string', max: 200 }),
    logo: field.image({ multiple: false, required: true, media: 'logoMedia' }),
    actif: field.boolean({ default: true }),
    ordreAffichage: field.integer({ default: 0 }),
  },
});

// The partner (docs/product.md §3): no languages, no author.
import { ETATS_PARTENAIRE } from '../states';
import { defineContent, field } from './fields';

export const PARTENAIRE = defineContent({
  name: 'partenaire',
  collection: 'partenaires',
  uid: 'api::partenaire.partenaire',
  localized: false,
  titleField: 'nom',
  list: { tri: ['nom', 'ordreAffichage', 'actif'], triParDefaut: 'ordreAffichage', etats: ETATS_PARTENAIRE },
  fields: {
    nom: field.text({ storage: 'string', required: true, max: 100, label: { fr: 'Nom', en: 'Name', pt: 'Nome' } }),
    siteWeb: field.text({ storage: 'string', max: 200 }),
    logo: field.image({ multiple: false, required: true, media: 'logoMedia' }),
    actif: field.boolean({ default: true }),
    ordreAffichage: field.integer({ default: 0 }),
  },
});

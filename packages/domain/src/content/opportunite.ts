// The opportunity (docs/product.md §3): every field once, with its kind, its rules and its states.
import { ETATS_OPPORTUNITE, STATUTS_OPPORTUNITE } from '../states';
import { defineContent, editorialSystemFields, field, referencementFields } from './fields';

export const OPPORTUNITE = defineContent({
  name: 'opportunite',
  collection: 'opportunites',
  uid: 'api::opportunite.opportunite',
  localized: true,
  translations: 'required',
  versioned: true,
  authored: true,
  titleField: 'titre',
  fields: {
    // Required in the three languages, even on edit.
    titre: field.localizedText({ storage: 'string', required: true, max: 150 }),
    slug: editorialSystemFields.slug,
    anciensSlugs: editorialSystemFields.anciensSlugs,
    description: field.richText({ required: true, max: 5000 }),
    contenu: field.localizedText({ storage: 'text', max: 10000, multiline: true }),
    motsCles: field.keywords(),
    ...referencementFields,
    categorie: field.text({ storage: 'string', max: 50 }),
    pays: field.text({ storage: 'string', max: 100 }),
    contact: field.text({ storage: 'string', max: 100 }),
    quantiteDisponible: field.text({ storage: 'string', max: 100 }),
    statut: field.enumeration({ values: STATUTS_OPPORTUNITE, storage: 'string', max: 20, default: 'actif' }),
    etat: field.enumeration({ values: ETATS_OPPORTUNITE, storage: 'enumeration', default: 'brouillon' }),
    datePublication: field.date({}),
    dateCreation: editorialSystemFields.dateCreation,
    /** Not in the spec's entity list, but its detail page shows an expiration: optional. */
    dateExpiration: field.date({ day: true, answer: { optional: true } }),
    image: field.image({ multiple: false, required: true, media: 'imageMedia' }),
    auteur: editorialSystemFields.auteur,
    nombreVues: editorialSystemFields.nombreVues,
    suiviTraductions: field.translationTracking(),
    texteAlternatif: field.altText({ multiple: false, max: 150 }),
    pointFocal: field.focalPoint(),
  },
});

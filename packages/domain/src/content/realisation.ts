// The realisation (docs/product.md §3): every field once, with its kind, its rules and its states.
import { ARTICLE_CATEGORIES, ETATS_REALISATION, STATUTS_LIVRAISON } from '../states';
import { defineContent, editorialSystemFields, field, referencementFields } from './fields';

export const REALISATION = defineContent({
  name: 'realisation',
  collection: 'realisations',
  uid: 'api::realisation.realisation',
  localized: true,
  translations: 'required',
  versioned: true,
  authored: true,
  titleField: 'titre',
  // In the order the form shows them.
  fields: {
    // Required in the three languages, even on edit.
    titre: field.localizedText({ storage: 'string', required: true, max: 150 }),
    slug: editorialSystemFields.slug,
    anciensSlugs: editorialSystemFields.anciensSlugs,
    description: field.localizedText({ storage: 'text', max: 500, multiline: true }),
    resume: field.localizedText({ storage: 'text', max: 500, multiline: true }),
    contenu: field.richText({ max: 10000 }),
    motsCles: field.keywords(),
    ...referencementFields,
    // Optional, from the articles' list (the site's sector filters match them).
    categories: field.list({ values: ARTICLE_CATEGORIES, min: 0, max: ARTICLE_CATEGORIES.length }),
    secteur: field.relation({ target: 'api::secteur.secteur', required: true }),
    annee: field.integer({ required: true, answer: { nullable: true } }),
    statutLivraison: field.enumeration({ values: STATUTS_LIVRAISON, storage: 'string', max: 20, default: 'en cours' }),
    etat: field.enumeration({ values: ETATS_REALISATION, storage: 'enumeration', default: 'brouillon' }),
    datePublication: field.date({}),
    dateCreation: editorialSystemFields.dateCreation,
    images: field.image({ multiple: true, required: true, min: 1, max: 5, media: 'medias' }),
    localisation: field.location(),
    auteur: editorialSystemFields.auteur,
    nombreVues: editorialSystemFields.nombreVues,
    suiviTraductions: field.translationTracking(),
    /** Per language, one text per image in the images' order (the first is the cover's). */
    textesAlternatifs: field.altText({ multiple: true, max: 150 }),
    pointFocal: field.focalPoint(),
  },
});

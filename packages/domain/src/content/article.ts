// The article (docs/product.md §3): every field once, with its kind, its rules and its states.
import { ARTICLE_CATEGORIES, ETATS_ARTICLE } from '../states';
import { defineContent, editorialSystemFields, field, referencementFields } from './fields';

export const ARTICLE = defineContent({
  name: 'article',
  collection: 'articles',
  uid: 'api::article.article',
  localized: true,
  translations: 'frenchOnEdit',
  versioned: true,
  authored: true,
  titleField: 'titre',
  // In the order the form shows them.
  fields: {
    titre: field.localizedText({ storage: 'string', required: true, min: 10, max: 120 }),
    slug: editorialSystemFields.slug,
    anciensSlugs: editorialSystemFields.anciensSlugs,
    resume: field.localizedText({ storage: 'text', max: 200, multiline: true }),
    contenu: field.richText({ required: true, min: 100, max: 10000 }),
    motsCles: field.keywords(),
    ...referencementFields,
    // Three on create, four on edit (docs/product.md §5).
    categories: field.list({ values: ARTICLE_CATEGORIES, required: true, min: 1, max: 3, maxOnEdit: 4 }),
    etat: field.enumeration({ values: ETATS_ARTICLE, storage: 'enumeration', default: 'brouillon' }),
    datePublication: field.date({}),
    dateCreation: editorialSystemFields.dateCreation,
    imagePrincipale: field.image({ multiple: false, required: true, media: 'imagePrincipaleMedia' }),
    auteur: editorialSystemFields.auteur,
    nombreVues: editorialSystemFields.nombreVues,
    suiviTraductions: field.translationTracking(),
    secteur: field.relation({ target: 'api::secteur.secteur' }),
    texteAlternatif: field.altText({ multiple: false, max: 150 }),
    pointFocal: field.focalPoint(),
  },
});

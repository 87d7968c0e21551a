// The shared domain of the CMS, the public site and the back-office: pure rules only (no Node, no
// Strapi, no browser API), so both sides apply them word for word.
export * from './languages';
export * from './sectors';
export * from './states';
// One definition per content type (fields, kinds, rules, states): what the rest is read from.
export * from './content';
// The answer schemas are zod objects: browser code must not load zod (its eval probe breaks the site's
// CSP), so only their types come from here; the schemas are at '@teranga/domain/answers'.
export type {
  Article,
  CorbeilleElement,
  Media,
  Opportunite,
  Partenaire,
  Realisation,
  Restauration,
  RevueTraduction,
  Secteur,
  Utilisateur,
  VersionResume,
} from './answers';
export * from './publication';
export * from './sorting';
export * from './slug';
export * from './scheduling';
export * from './access';
export * from './last-admin';
export * from './field-errors';
export * from './messages';
export * from './email';
export * from './contact';
export * from './newsletter';
export * from './honeypot';
export * from './image-type';
export * from './opportunite-closure';
export * from './reply-deadline';
export * from './rich-text';
export * from './validation/common';
export * from './validation/fields';
export * from './validation/image-text';
export * from './validation/article';
export * from './validation/realisation';
export * from './validation/opportunite';
export * from './validation/partenaire';
export * from './validation/utilisateur';
export * from './validation/connexion';
export * from './validation/connexion-fields';
export * from './form-post';
export * from './list-params';
export * from './medias';
export * from './strings';
export * from './traductions';
export * from './traductions-review';
export * from './controles';
export * from './site-pages';
export * from './controles-page';
export * from './presence';
export * from './merge';

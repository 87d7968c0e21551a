// One definition per content type, and what is read from them.
export * from './fields';
export * from './types';
export * from './labels';
export * from './places';
export { ARTICLE } from './article';
export { REALISATION } from './realisation';
export { OPPORTUNITE } from './opportunite';
export { PARTENAIRE } from './partenaire';
export { UTILISATEUR, PASSWORD_MIN } from './utilisateur';
export { SECTEUR } from './secteur';
export { DEMANDE_CONTACT } from './demande-contact';
export { ABONNEMENT_NEWSLETTER } from './abonnement-newsletter';
export type { FixtureOf } from './fixtures';
export { sampleAnswer } from './samples';
export * from './registry';

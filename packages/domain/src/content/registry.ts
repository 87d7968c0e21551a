// The content types, listed once: every table that goes per type (the CMS's uids and names, the
// back-office's kinds and paths, the tests' field lists) is read from here and from the definitions.
import type { Lang } from '../languages';
import { ABONNEMENT_NEWSLETTER } from './abonnement-newsletter';
import { ARTICLE } from './article';
import { DEMANDE_CONTACT } from './demande-contact';
import type { ContentDefinition, Label } from './fields';
import { OPPORTUNITE } from './opportunite';
import { PARTENAIRE } from './partenaire';
import { REALISATION } from './realisation';
import { SECTEUR } from './secteur';
import { UTILISATEUR } from './utilisateur';

/** Every content type, in the back-office's order. */
export const CONTENT_DEFINITIONS = [
  REALISATION,
  ARTICLE,
  OPPORTUNITE,
  PARTENAIRE,
  UTILISATEUR,
  SECTEUR,
  DEMANDE_CONTACT,
  ABONNEMENT_NEWSLETTER,
] as const;

/** The editorial types: a public page per item and language, drafts, versions, checks, translations. */
export const EDITORIAL_DEFINITIONS = [REALISATION, ARTICLE, OPPORTUNITE] as const;
export type EditorialDefinition = (typeof EDITORIAL_DEFINITIONS)[number];
/** `realisations`, `articles`, `opportunites`: the API's collection and the back-office's kind. */
export type EditorialCollection = EditorialDefinition['collection'];
/** `realisation`, `article`, `opportunite`: the public detail page's kind. */
export type EditorialName = EditorialDefinition['name'];
export const EDITORIAL_COLLECTIONS = EDITORIAL_DEFINITIONS.map((d) => d.collection) as readonly EditorialCollection[];

/** The types the back-office manages item by item, with versions and a corbeille: the editorial ones and partners. */
export const MANAGED_DEFINITIONS = [...EDITORIAL_DEFINITIONS, PARTENAIRE] as const;
export type ManagedCollection = (typeof MANAGED_DEFINITIONS)[number]['collection'];

/** Whether a collection is a managed one (versions, trash). */
export function isManagedCollection(value: unknown): value is ManagedCollection {
  return MANAGED_DEFINITIONS.some((d) => d.collection === value);
}

export type ContentName = (typeof CONTENT_DEFINITIONS)[number]['name'];
export type ContentCollection = (typeof CONTENT_DEFINITIONS)[number]['collection'];

/** What one item of each type is called. */
export const TYPE_LABELS: Readonly<Record<ContentName, Label>> = {
  realisation: { fr: 'Réalisation', en: 'Project', pt: 'Realização' },
  article: { fr: 'Article', en: 'Article', pt: 'Artigo' },
  opportunite: { fr: 'Opportunité', en: 'Opportunity', pt: 'Oportunidade' },
  partenaire: { fr: 'Partenaire', en: 'Partner', pt: 'Parceiro' },
  user: { fr: 'Utilisateur', en: 'User', pt: 'Utilizador' },
  secteur: { fr: 'Secteur', en: 'Sector', pt: 'Setor' },
  'demande-contact': { fr: 'Demande de contact', en: 'Contact request', pt: 'Pedido de contacto' },
  'abonnement-newsletter': { fr: 'Abonnement à la newsletter', en: 'Newsletter subscription', pt: 'Subscrição da newsletter' },
};

export function typeLabel(definition: Pick<ContentDefinition, 'name'>, lang: Lang): string {
  return TYPE_LABELS[definition.name as ContentName][lang];
}

/** The editorial definition of a collection (`articles` → ARTICLE). */
export function editorialDefinition<C extends EditorialCollection>(collection: C): Extract<EditorialDefinition, { collection: C }> {
  const found = EDITORIAL_DEFINITIONS.find((d) => d.collection === collection);
  if (!found) throw new Error(`Not an editorial collection: ${collection}`);
  return found as Extract<EditorialDefinition, { collection: C }>;
}

export function isEditorialCollection(value: unknown): value is EditorialCollection {
  return typeof value === 'string' && (EDITORIAL_COLLECTIONS as readonly string[]).includes(value);
}

/** The definition behind an API collection (`partenaires` → PARTENAIRE), if it is one. */
export function definitionOfCollection(collection: string): ContentDefinition | undefined {
  return CONTENT_DEFINITIONS.find((d) => d.collection === collection);
}

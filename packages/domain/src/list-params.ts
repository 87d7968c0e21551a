// The back-office lists' query (`?q=&etat=&tri=&page=&taille=` and `secteur`/`categorie` where the
// type has one, docs/product.md §2, back-office lists): what each list accepts, shared by the CMS, which enforces it
// (list-query.ts validates with zod), and the back-office, which keeps it in the address bar.
import { ETATS_ARTICLE, ETATS_OPPORTUNITE, ETATS_REALISATION, STATUTS_UTILISATEUR } from './states';
import type { Lang } from './languages';
import type { ManagedCollection } from './content/registry';

export const LIST_PARAMS = ['q', 'etat', 'secteur', 'categorie', 'aTraduire', 'tri', 'page', 'taille'] as const;
export type ListParam = (typeof LIST_PARAMS)[number];

export const DEFAULT_TAILLE = 25;
export const TAILLE_MAX = 100;
export const RECHERCHE_MAX = 100;

export interface ListSpec {
  /** The fields a list may be sorted by (`tri=champ` ascending, `tri=-champ` descending). */
  tri: readonly string[];
  triParDefaut: string;
  /** The values `etat` may take; no `etat` filter when absent. */
  etats?: readonly string[];
  secteur?: boolean;
  categorie?: boolean;
  /** `aTraduire=<langue>`: the items whose language is incomplete or to review (translated types). */
  aTraduire?: boolean;
}

/** The answer of a paged list. */
export interface Page<T> {
  donnees: T[];
  total: number;
  page: number;
  taille: number;
}

export const ETATS_PARTENAIRE = ['actif', 'inactif'] as const;
export const ETATS_DEMANDE_CONTACT = ['à traiter', 'traitée'] as const;
export const STATUTS_ABONNEMENT = ['en_attente', 'confirme', 'desabonne'] as const;

/** The activity log's actions, as the CMS logs them. */
export const JOURNAL_ACTIONS = [
  'création',
  'modification',
  'publication',
  'suppression',
  'restauration',
  'effacement',
  'mot de passe',
] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];
/**
 * The activity log's content types, as the CMS logs them: each managed type's French label (in the
 * registry's order), then accounts (a change to one's own account is Profil).
 */
// Written out, not read from the registry: list-params is on every back-office list's path, and the
// registry would bring every definition with it (2 KB). tests/list-params.test.ts holds it to the registry.
export const JOURNAL_TYPES = ['Réalisation', 'Article', 'Opportunité', 'Partenaire', 'Utilisateur', 'Profil'] as const;
/**
 * The activity log's own filters, beside the list parameters: `personne` (the user's _id), `type`,
 * `action`, and the days `du` to `au` (YYYY-MM-DD, both included; Dakar time, which is UTC).
 */
export const JOURNAL_FILTERS = ['personne', 'type', 'action', 'du', 'au'] as const;
export type JournalFilterName = (typeof JOURNAL_FILTERS)[number];

export const LIST_SPECS = {
  articles: {
    tri: ['titre', 'etat', 'datePublication', 'dateCreation', 'dateModification', 'nombreVues'],
    triParDefaut: '-dateCreation',
    etats: ETATS_ARTICLE,
    secteur: true,
    categorie: true,
    aTraduire: true,
  },
  realisations: {
    tri: ['titre', 'etat', 'annee', 'datePublication', 'dateCreation', 'dateModification', 'nombreVues'],
    triParDefaut: '-dateCreation',
    etats: ETATS_REALISATION,
    secteur: true,
    categorie: true,
    aTraduire: true,
  },
  opportunites: {
    tri: ['titre', 'etat', 'statut', 'dateExpiration', 'datePublication', 'dateCreation', 'dateModification'],
    triParDefaut: '-dateCreation',
    etats: ETATS_OPPORTUNITE,
    categorie: true,
    aTraduire: true,
  },
  partenaires: { tri: ['nom', 'ordreAffichage', 'actif'], triParDefaut: 'ordreAffichage', etats: ETATS_PARTENAIRE },
  utilisateurs: { tri: ['nom', 'prenom', 'email', 'statut', 'dateCreation'], triParDefaut: 'nom', etats: STATUTS_UTILISATEUR },
  demandesContact: {
    tri: ['dateCreation', 'nom', 'entreprise', 'secteur'],
    triParDefaut: '-dateCreation',
    etats: ETATS_DEMANDE_CONTACT,
    secteur: true,
  },
  abonnements: { tri: ['email', 'statut', 'dateCreation'], triParDefaut: '-dateCreation', etats: STATUTS_ABONNEMENT },
  medias: { tri: ['nom', 'dateCreation', 'taille'], triParDefaut: '-dateCreation' },
  journal: { tri: ['date', 'action', 'typeContenu', 'utilisateur'], triParDefaut: '-date' },
} as const satisfies Record<string, ListSpec>;
export type ListName = keyof typeof LIST_SPECS;
// Every managed type has its list above: a new one left out fails here, naming its collection. (Written
// out rather than read from the definitions: this module is on every back-office list's path.)
type UnlistedManagedTypes = Exclude<ManagedCollection, ListName>;
const everyManagedTypeListed: [UnlistedManagedTypes] extends [never] ? true : UnlistedManagedTypes = true;
void everyManagedTypeListed;

export interface Tri {
  champ: string;
  ordre: 'asc' | 'desc';
}

export interface ListQuery {
  q: string;
  etat?: string;
  secteur?: string;
  categorie?: string;
  aTraduire?: Lang;
  tri: Tri;
  page: number;
  taille: number;
}

/** `-champ` → descending, `champ` → ascending. */
export const parseTri = (value: string): Tri =>
  value.startsWith('-') ? { champ: value.slice(1), ordre: 'desc' } : { champ: value, ordre: 'asc' };
export const formatTri = (tri: Tri) => (tri.ordre === 'desc' ? `-${tri.champ}` : tri.champ);

/**
 * The form a search compares: without case nor accents ("Été" finds "ete" and "ÉTÉ"), so a search
 * works the same on SQLite and PostgreSQL (docs/product.md §2, back-office lists).
 */
export const foldForSearch = (value: unknown): string =>
  typeof value === 'string' ? value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr') : '';

/** Bulk actions on the content lists: one call per batch (`POST /{type}/admin/lot`). */
export const LOT_ACTIONS = ['publier', 'depublier', 'supprimer'] as const;
export type LotAction = (typeof LOT_ACTIONS)[number];
export const LOT_MAX = 100;

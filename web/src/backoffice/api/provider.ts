// The one way the screens reach the API (the session's own calls aside, in session/): every path
// of the back-office is written here, per resource (getList, getOne, create, update, remove) and for
// the tools. Multipart bodies (FormData) go through upload() with its progress, JSON through api().
import type {
  Controle,
  EditorialCollection,
  ListName,
  LotAction,
  ManagedCollection,
  Page,
  PresenceAnswer,
  SitePage,
} from '@teranga/domain';
import { api, download, upload } from './client';
import { checkedItem, type ResourceName } from './answers';

export type { ResourceName };

/** The types with a corbeille and a version history. */
export type CorbeilleType = ManagedCollection;

interface ResourcePaths {
  list: string;
  /** The staff's read of one item (its edit form). */
  one: (id: string) => string;
  /** Where the item is changed and deleted. */
  item: (id: string) => string;
  create: string;
  updateMethod: 'PATCH' | 'PUT';
}

const enc = encodeURIComponent;
/** A managed type's paths (cms/src/api/<type>/routes): `/<collection>/admin/all` lists it for the staff. */
const managed = (kind: ManagedCollection, list = `/${kind}/admin/all`): ResourcePaths => ({
  list,
  one: (id) => `/${kind}/admin/${enc(id)}`,
  item: (id) => `/${kind}/${enc(id)}`,
  create: `/${kind}`,
  updateMethod: 'PATCH',
});

/**
 * A resource's paths: a managed type's by its collection (no runtime list of them: the registry would
 * come with it, 2 KB more for every list screen), the others written here.
 */
const OTHER_PATHS: Record<Exclude<ResourceName, ManagedCollection>, ResourcePaths> = {
  utilisateurs: {
    list: '/utilisateurs',
    one: (id) => `/utilisateurs/${enc(id)}`,
    item: (id) => `/utilisateurs/${enc(id)}`,
    create: '/utilisateurs',
    updateMethod: 'PUT',
  },
};
// With a token the list holds the caller's items (all of them for an administrator), drafts included.
const LISTED_ELSEWHERE: Partial<Record<ManagedCollection, string>> = { opportunites: '/opportunites' };

export function resourcePaths(resource: ResourceName): ResourcePaths {
  if (resource in OTHER_PATHS) return OTHER_PATHS[resource as keyof typeof OTHER_PATHS];
  const kind = resource as ManagedCollection;
  return managed(kind, LISTED_ELSEWHERE[kind]);
}

export interface WriteOptions {
  /** Upload progress of a multipart body, 0..1. */
  onProgress?: (fraction: number) => void;
}

function write<T>(path: string, method: 'POST' | 'PATCH' | 'PUT', body: FormData | object, options: WriteOptions = {}): Promise<T> {
  return body instanceof FormData
    ? upload<T>(path, body, { method, onProgress: options.onProgress })
    : api<T>(path, { method, json: body });
}

/** A signed preview: where to post its token, and until when it is good. */
export interface PreviewAnswer {
  donnees: { jeton: string; expiration: string; adresse: string };
}

export type InboxFilter = 'pending' | 'handled' | 'all';

/** The contact inbox for a filter: the server filters on `traitee`. */
export function demandesContactPath(filter: InboxFilter): string {
  if (filter === 'pending') return '/demandes-contact?traitee=false';
  if (filter === 'handled') return '/demandes-contact?traitee=true';
  return '/demandes-contact';
}

/** Where the back-office's other lists are read; with list parameters the server answers a page. */
const OTHER_LISTS: Record<Exclude<ListName, ManagedCollection>, string> = {
  utilisateurs: OTHER_PATHS.utilisateurs.list,
  demandesContact: '/demandes-contact',
  abonnements: '/newsletter/abonnements',
  journal: '/journal',
  medias: '/medias',
};

/** Where a back-office list is read: a managed type's is its resource's list. */
export function listPath(list: ListName): string {
  return list in OTHER_LISTS ? OTHER_LISTS[list as keyof typeof OTHER_LISTS] : resourcePaths(list as ManagedCollection).list;
}

/** What a bulk action did to each item (cms/README.md, Paged lists and bulk actions). */
export interface LotAnswer {
  action: LotAction;
  reussis: number;
  echecs: number;
  resultats: Array<{ _id: string; ok: boolean; resultat?: string; statut?: number; message?: string; details?: unknown }>;
}

/** The types whose edit form says who else has it open. */
export type PresenceKind = EditorialCollection;

const presencePath = (kind: PresenceKind, id: string) => `/${kind}/admin/${enc(id)}/presence`;

export type LotResource = ManagedCollection;

export const dataProvider = {
  getList: <T = unknown>(resource: ResourceName, signal?: AbortSignal) => api<T>(resourcePaths(resource).list, { signal }),
  getOne: <T = unknown>(resource: ResourceName, id: string, signal?: AbortSignal) =>
    api<unknown>(resourcePaths(resource).one(id), { signal }).then((answer) => checkedItem<T>(resource, answer)),
  create: <T = unknown>(resource: ResourceName, body: FormData | object, options?: WriteOptions) =>
    write<T>(resourcePaths(resource).create, 'POST', body, options),
  update: <T = unknown>(resource: ResourceName, id: string, body: FormData | object, options?: WriteOptions) =>
    write<T>(resourcePaths(resource).item(id), resourcePaths(resource).updateMethod, body, options),
  remove: (resource: ResourceName, id: string) => api<unknown>(resourcePaths(resource).item(id), { method: 'DELETE' }),
  /** "Aperçu": the form's body (as a save sends it) checked and signed for the site's preview route; nothing is stored. */
  apercu: (kind: EditorialCollection, id: string | undefined, lang: string, body: FormData, signal?: AbortSignal) =>
    api<PreviewAnswer>(`/${kind}/admin/${id ? `${enc(id)}/` : ''}apercu?lang=${enc(lang)}`, { form: body, signal }),

  /** The checks before publishing of a form's values, as a save would leave the item (cms/README.md); nothing is stored. */
  controles: (kind: EditorialCollection, id: string | undefined, body: FormData, signal?: AbortSignal) =>
    api<Controle[]>(`/${kind}/admin/${id ? `${enc(id)}/` : ''}controles`, { form: body, signal }),

  /** Whether the item's public page shows its last save: en_ligne, en_attente, echec or hors_ligne (cms/README.md). */
  enLigne: (kind: EditorialCollection, id: string, signal?: AbortSignal) =>
    api<{ donnees: { etat: string; dateModification: string | null } }>(`/${kind}/admin/${enc(id)}/en-ligne`, { signal }),

  /** The site's published item pages whose title in `lang` contains `words` (the link dialog). */
  sitePages: (lang: string, words: string, signal?: AbortSignal) =>
    api<{ donnees: SitePage[] }>(`/site/pages?langue=${enc(lang)}&q=${enc(words)}`, { signal }).then((answer) => answer.donnees),

  /** What a translator reviews in one language of an item (cms/README.md). */
  traductionReview: <T = unknown>(kind: EditorialCollection, id: string, lang: string, signal?: AbortSignal) =>
    api<T>(`/${kind}/admin/${enc(id)}/traductions/${enc(lang)}`, { signal }),
  /** A language confirmed as up to date: every field, or the fields named. */
  confirmTraduction: <T = unknown>(kind: EditorialCollection, id: string, lang: string, champs?: string[]) =>
    api<T>(`/${kind}/${enc(id)}/traductions/${enc(lang)}/valider`, { method: 'POST', ...(champs ? { json: { champs } } : {}) }),

  /** One page of a list; `query` comes from lists/state.ts (listApiQuery). */
  getPage: <T = unknown>(list: ListName, query: string, signal?: AbortSignal) => api<Page<T>>(`${listPath(list)}${query}`, { signal }),
  /** The opportunities' categories in use (free text), for the list's filter. */
  opportuniteCategories: (signal?: AbortSignal) => api<{ donnees: string[] }>('/opportunites/admin/categories', { signal }),
  /** One call for the whole batch: publier, depublier or supprimer. */
  lot: (resource: LotResource, action: LotAction, ids: string[]) =>
    api<LotAnswer>(`/${resource}/admin/lot`, { method: 'POST', json: { action, ids } }),

  /** Presence on an edit form: the heartbeat, "Prendre la main", and leaving (sent even while the page closes). */
  presence: {
    beat: (kind: PresenceKind, id: string, session: string) =>
      api<PresenceAnswer>(presencePath(kind, id), { method: 'PUT', json: { session } }),
    takeOver: (kind: PresenceKind, id: string, session: string) =>
      api<PresenceAnswer>(`${presencePath(kind, id)}/prendre`, { method: 'POST', json: { session } }),
    leave: (kind: PresenceKind, id: string, session: string) =>
      api<null>(`${presencePath(kind, id)}?session=${enc(session)}`, { method: 'DELETE', keepalive: true }),
  },

  // The tools and the rest.
  secteurs: (signal?: AbortSignal) => api<unknown>('/secteurs', { signal }),
  buildStatus: (signal?: AbortSignal) => api<unknown>('/site/build', { signal }),
  journal: (limit: number, signal?: AbortSignal) => api<unknown>(`/journal?limite=${limit}`, { signal }),
  abonnementsNewsletter: (signal?: AbortSignal) => api<unknown>('/newsletter/abonnements', { signal }),
  newsletterCsv: (lang: string) => download(`/newsletter/abonnements.csv?langue=${enc(lang)}`),
  demandesContact: (filter: InboxFilter, signal?: AbortSignal) => api<unknown>(demandesContactPath(filter), { signal }),
  markDemandeContact: <T = unknown>(id: string, traitee: boolean) =>
    api<T>(`/demandes-contact/${enc(id)}`, { method: 'PATCH', json: { traitee } }),
  updateProfile: <T = unknown>(payload: object) => api<T>('/utilisateurs/me', { method: 'PUT', json: payload }),
  changePassword: (payload: object) => api<unknown>('/utilisateurs/me/mot-de-passe', { method: 'POST', json: payload }),

  // The corbeille and the version history of the four managed types (cms/README.md).
  corbeille: <T = unknown>(signal?: AbortSignal) => api<T>('/corbeille', { signal }),
  restoreFromCorbeille: <T = unknown>(type: CorbeilleType, id: string) =>
    api<T>(`/corbeille/${type}/${enc(id)}/restaurer`, { method: 'POST' }),
  eraseFromCorbeille: (type: CorbeilleType, id: string) => api<unknown>(`/corbeille/${type}/${enc(id)}`, { method: 'DELETE' }),
  versions: <T = unknown>(type: CorbeilleType, id: string, signal?: AbortSignal) => api<T>(`/${type}/${enc(id)}/versions`, { signal }),
  version: <T = unknown>(type: CorbeilleType, id: string, versionId: string, signal?: AbortSignal) =>
    api<T>(`/${type}/${enc(id)}/versions/${enc(versionId)}`, { signal }),
  restoreVersion: <T = unknown>(type: CorbeilleType, id: string, versionId: string) =>
    api<T>(`/${type}/${enc(id)}/versions/${enc(versionId)}/restaurer`, { method: 'POST' }),

  // Password reset by mail, before signing in.
  forgotPassword: (email: string) => api<unknown>('/auth/mot-de-passe-oublie', { method: 'POST', json: { email } }),
  resetPassword: (payload: { token: string; motDePasse: string; confirmationMotDePasse: string }) =>
    api<unknown>('/auth/reinitialiser', { method: 'POST', json: payload }),
};

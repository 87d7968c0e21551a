// The one way the screens reach the API (the session's own calls aside, in session/): every path
// of the back-office is written here, per resource (getList, getOne, create, update, remove) and for
// the tools. Multipart bodies (FormData) go through upload() with its progress, JSON through api().
import { api, download, upload } from './client';

export type ResourceName = 'realisations' | 'articles' | 'opportunites' | 'partenaires' | 'utilisateurs';

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
const content = (kind: 'realisations' | 'articles' | 'opportunites', list: string): ResourcePaths => ({
  list, one: (id) => `/${kind}/admin/${enc(id)}`, item: (id) => `/${kind}/${enc(id)}`, create: `/${kind}`, updateMethod: 'PATCH',
});

export const RESOURCE_PATHS: Record<ResourceName, ResourcePaths> = {
  realisations: content('realisations', '/realisations/admin/all'),
  articles: content('articles', '/articles/admin/all'),
  // With a token the list holds the caller's items (all of them for an administrator), drafts included.
  opportunites: content('opportunites', '/opportunites'),
  partenaires: { list: '/partenaires/admin/all', one: (id) => `/partenaires/admin/${enc(id)}`, item: (id) => `/partenaires/${enc(id)}`, create: '/partenaires', updateMethod: 'PATCH' },
  utilisateurs: { list: '/utilisateurs', one: (id) => `/utilisateurs/${enc(id)}`, item: (id) => `/utilisateurs/${enc(id)}`, create: '/utilisateurs', updateMethod: 'PUT' },
};

export interface WriteOptions {
  /** Upload progress of a multipart body, 0..1. */
  onProgress?: (fraction: number) => void;
}

function write<T>(path: string, method: 'POST' | 'PATCH' | 'PUT', body: FormData | object, options: WriteOptions = {}): Promise<T> {
  return body instanceof FormData ? upload<T>(path, body, { method, onProgress: options.onProgress }) : api<T>(path, { method, json: body });
}

export type InboxFilter = 'pending' | 'handled' | 'all';

/** The contact inbox for a filter: the server filters on `traitee`. */
export function contactRequestsPath(filter: InboxFilter): string {
  if (filter === 'pending') return '/demandes-contact?traitee=false';
  if (filter === 'handled') return '/demandes-contact?traitee=true';
  return '/demandes-contact';
}

export const dataProvider = {
  getList: <T = unknown>(resource: ResourceName, signal?: AbortSignal) => api<T>(RESOURCE_PATHS[resource].list, { signal }),
  getOne: <T = unknown>(resource: ResourceName, id: string, signal?: AbortSignal) => api<T>(RESOURCE_PATHS[resource].one(id), { signal }),
  create: <T = unknown>(resource: ResourceName, body: FormData | object, options?: WriteOptions) =>
    write<T>(RESOURCE_PATHS[resource].create, 'POST', body, options),
  update: <T = unknown>(resource: ResourceName, id: string, body: FormData | object, options?: WriteOptions) =>
    write<T>(RESOURCE_PATHS[resource].item(id), RESOURCE_PATHS[resource].updateMethod, body, options),
  remove: (resource: ResourceName, id: string) => api<unknown>(RESOURCE_PATHS[resource].item(id), { method: 'DELETE' }),

  // The tools and the rest.
  secteurs: (signal?: AbortSignal) => api<unknown>('/secteurs', { signal }),
  buildStatus: (signal?: AbortSignal) => api<unknown>('/site/build', { signal }),
  journal: (limit: number, signal?: AbortSignal) => api<unknown>(`/journal?limite=${limit}`, { signal }),
  newsletterSubscriptions: (signal?: AbortSignal) => api<unknown>('/newsletter/abonnements', { signal }),
  newsletterCsv: () => download('/newsletter/abonnements.csv'),
  contactRequests: (filter: InboxFilter, signal?: AbortSignal) => api<unknown>(contactRequestsPath(filter), { signal }),
  markContactRequest: <T = unknown>(id: string, traitee: boolean) => api<T>(`/demandes-contact/${enc(id)}`, { method: 'PATCH', json: { traitee } }),
  updateProfile: <T = unknown>(payload: object) => api<T>('/utilisateurs/me', { method: 'PUT', json: payload }),
  changePassword: (payload: object) => api<unknown>('/utilisateurs/me/mot-de-passe', { method: 'POST', json: payload }),
};

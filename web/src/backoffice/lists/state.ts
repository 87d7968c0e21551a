// A back-office list's state (search, filters, sort, page) and its two spellings: the screen's
// address (bookmarkable; the back button returns to it) and the API's query, which the server
// pages (docs/product.md §2, back-office lists). Pure functions, tested alone.
import {
  formatTri,
  isLang,
  LIST_SPECS,
  parseTri,
  RECHERCHE_MAX,
  DEFAULT_TAILLE,
  TAILLE_MAX,
  type ListName,
  type Tri,
} from '@teranga/domain';

export interface ListState {
  q: string;
  etat: string;
  secteur: string;
  categorie: string;
  /** `aTraduire`: a language whose translation is incomplete or to review ('' for every item). */
  aTraduire: string;
  tri: Tri;
  page: number;
  taille: number;
}

const FILTERS = ['q', 'etat', 'secteur', 'categorie', 'aTraduire'] as const;

const defaults = (list: ListName): ListState => ({
  q: '',
  etat: '',
  secteur: '',
  categorie: '',
  aTraduire: '',
  tri: parseTri(LIST_SPECS[list].triParDefaut),
  page: 1,
  taille: DEFAULT_TAILLE,
});

const wholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/**
 * The state an address holds. A hand-edited or outdated address never breaks the screen: a value
 * the list does not accept is dropped (the server would refuse it).
 */
export function readListState(search: string | URLSearchParams, list: ListName): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const spec = LIST_SPECS[list] as {
    tri: readonly string[];
    etats?: readonly string[];
    secteur?: boolean;
    categorie?: boolean;
    aTraduire?: boolean;
  };
  const state = defaults(list);
  state.q = (params.get('q') ?? '').slice(0, RECHERCHE_MAX);
  const etat = params.get('etat') ?? '';
  if (spec.etats?.includes(etat)) state.etat = etat;
  if (spec.secteur) state.secteur = params.get('secteur') ?? '';
  if (spec.categorie) state.categorie = params.get('categorie') ?? '';
  const aTraduire = params.get('aTraduire') ?? '';
  if (spec.aTraduire && isLang(aTraduire)) state.aTraduire = aTraduire;
  const tri = params.get('tri');
  if (tri && spec.tri.includes(parseTri(tri).champ)) state.tri = parseTri(tri);
  state.page = wholeNumber(params.get('page'), 1, 999_999_999) ?? 1;
  state.taille = wholeNumber(params.get('taille'), 1, TAILLE_MAX) ?? DEFAULT_TAILLE;
  return state;
}

/** The address's query: only what differs from the defaults, in a fixed order (a stable bookmark). */
export function writeListState(state: ListState, list: ListName): string {
  const base = defaults(list);
  const params = new URLSearchParams();
  for (const name of FILTERS) if (state[name].trim()) params.set(name, name === 'q' ? state.q.trim() : state[name]);
  if (formatTri(state.tri) !== formatTri(base.tri)) params.set('tri', formatTri(state.tri));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.taille !== base.taille) params.set('taille', String(state.taille));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query: always `page` and `taille`, so the server answers a page. */
export function listApiQuery(state: ListState): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (state[name].trim()) params.set(name, state[name].trim());
  params.set('tri', formatTri(state.tri));
  params.set('page', String(state.page));
  params.set('taille', String(state.taille));
  return `?${params.toString()}`;
}

/**
 * A screen's own address parameters beside the list state (the activity log's person, type, action
 * and days): the non-empty values of `names`, in that order, for the address and the API alike.
 */
export function ownParams(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const own = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) own.set(name, value);
  }
  return own;
}

/** `query` (a `?…` list query, or '') with the screen's own parameters after it. */
export function withOwnParams(query: string, own: URLSearchParams): string {
  const text = own.toString();
  if (!text) return query;
  return query ? `${query}&${text}` : `?${text}`;
}

/** A new search or filter starts again at page 1. */
export function withFilter(
  state: ListState,
  change: Partial<Pick<ListState, 'q' | 'etat' | 'secteur' | 'categorie' | 'aTraduire'>>,
): ListState {
  return { ...state, ...change, page: 1 };
}

/** A click on a column header: that field ascending, or the other way when it is already the sort. */
export function toggleSort(state: ListState, champ: string): ListState {
  const ordre = state.tri.champ === champ && state.tri.ordre === 'asc' ? 'desc' : 'asc';
  return { ...state, tri: { champ, ordre }, page: 1 };
}

/** The header's aria-sort. */
export function ariaSort(state: ListState, champ: string): 'ascending' | 'descending' | 'none' {
  if (state.tri.champ !== champ) return 'none';
  return state.tri.ordre === 'asc' ? 'ascending' : 'descending';
}

export function pageCount(total: number, taille: number): number {
  return Math.max(1, Math.ceil(total / taille));
}

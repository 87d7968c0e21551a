// The lists of the managed content types (controllers/managed-content/): how each is searched and
// filtered, read through pagedList, and the categories in use for a list's filter.
import type { Core } from '@strapi/strapi';
import { LIST_SPECS, type ListName, type ListSpec } from '@teranga/domain';
import { groupByDocument, type LocaleRow, type LocalizedDocument } from '../contract/documents';
import { UID } from '../contract/queries';
import type { SecteurLookup } from '../contract/serializers';
import { categoriesOf, collator, folded, readProjection, type PagedSource, type Where } from './paged-lists';
import { secteurLookup } from './public-reader';

const byEtat = (etat: string): Where => ({ etat });
/** Articles and réalisations: searched by title, filtered by sector, by their list of categories and by etat. */
const withSecteur = (list: ListName) => ({
  list,
  search: 'titre',
  secteur: true,
  categorie: { column: 'categories', list: true },
  etat: byEtat,
});

/** The list of the content managed by controllers/managed-content.ts, by its content type. */
const CONTENT_LISTS: Record<
  string,
  {
    list: ListName;
    search: string;
    translated?: boolean;
    secteur?: boolean;
    categorie?: { column: string; list: boolean };
    etat: (v: string) => Where;
  }
> = {
  [UID.article]: { ...withSecteur('articles'), translated: true },
  [UID.realisation]: { ...withSecteur('realisations'), translated: true },
  [UID.opportunite]: {
    list: 'opportunites',
    search: 'titre',
    categorie: { column: 'categorie', list: false },
    etat: byEtat,
    translated: true,
  },
  [UID.partenaire]: { list: 'partenaires', search: 'nom', etat: (etat) => ({ actif: etat === 'actif' }) },
};

export function contentListSpec(uid: string): ListSpec {
  return LIST_SPECS[CONTENT_LISTS[uid].list];
}

/** A managed content type's list (controllers/managed-content.ts); `scope` is what the caller may see. */
export function contentSource<T extends { _id: string }>(
  strapi: Core.Strapi,
  def: {
    uid: string;
    localized?: boolean;
    populate: Record<string, unknown>;
    serialize: (doc: LocalizedDocument, secteur: SecteurLookup) => T;
  },
  scope: Where,
): PagedSource<T> {
  const list = CONTENT_LISTS[def.uid];
  const localized = def.localized !== false;
  return {
    uid: def.uid,
    spec: LIST_SPECS[list.list],
    localized,
    scope,
    search: [list.search],
    // As the answers show it (contract/serializers.ts): dateModification is the last write on any language.
    columns: { dateModification: 'updatedAt' },
    fallbacks: { dateCreation: 'createdAt' },
    latest: ['updatedAt'],
    etat: list.etat,
    secteur: list.secteur ? (value) => ({ secteur: { $or: [{ slug: value }, { documentId: value }] } }) : undefined,
    categorie: list.categorie,
    translations: list.translated ? 'suiviTraductions' : undefined,
    load: async (documentIds) => {
      const rows = (await strapi.db
        .query(def.uid)
        .findMany({ where: { documentId: { $in: documentIds } }, populate: def.populate })) as LocaleRow[];
      const secteur = await secteurLookup(strapi);
      return (localized ? groupByDocument(rows) : rows.map((row) => ({ reference: row }))).map((doc) => def.serialize(doc, secteur));
    },
  };
}

/**
 * The categories in use among the items `scope` lets the caller see, for the list's filter: one
 * entry per category whatever its case or accents (the spelling of the newest item), in French
 * alphabetical order.
 */
export async function categoriesInUse(strapi: Core.Strapi, uid: string, scope: Where): Promise<string[]> {
  const categorie = CONTENT_LISTS[uid]?.categorie;
  if (!categorie) return [];
  const rows = await readProjection(strapi, uid, ['id', categorie.column], scope);
  const byFold = new Map<string, string>();
  for (const row of rows.sort((x, y) => (y.id as number) - (x.id as number))) {
    for (const value of categoriesOf(row, categorie)) {
      if (typeof value !== 'string' || !value.trim()) continue;
      const key = folded(value);
      if (!byFold.has(key)) byFold.set(key, value.trim());
    }
  }
  return [...byFold.values()].sort(collator.compare);
}

// The back-office lists of the types without languages nor authors (accounts, contact requests,
// subscribers): with list parameters a page made by the server (services/paged-lists.ts), each row
// read by its documentId and answered by the type's own serializer.
import type { Core } from '@strapi/strapi';
import type { ListSpec, Page } from '@teranga/domain';
import { pagedList, readListQuery, type PagedSource } from '../services/paged-lists';

/** `R`: the stored row as the type's serializer reads it. */
export interface RowListSource<T, R> extends Pick<PagedSource<T>, 'uid' | 'search' | 'etat' | 'secteur'> {
  spec: ListSpec;
  populate?: string[];
  serialize: (row: R) => T;
}

/** The page `query` asks for, or null when it has no list parameter (the caller answers its whole list). */
export async function pageOfRows<T extends { _id: string }, R>(
  strapi: Core.Strapi,
  query: unknown,
  source: RowListSource<T, R>,
): Promise<Page<T> | null> {
  const paged = readListQuery(query, source.spec);
  if (!paged) return null;
  const { uid, spec, search, etat, secteur, populate, serialize } = source;
  const rows = strapi.db.query(uid as Parameters<typeof strapi.db.query>[0]);
  return pagedList(
    strapi,
    {
      uid,
      spec,
      scope: {},
      search,
      columns: { dateCreation: 'createdAt' },
      etat,
      secteur,
      load: async (ids) => ((await rows.findMany({ where: { documentId: { $in: ids } }, populate })) as R[]).map(serialize),
    },
    paged,
  );
}

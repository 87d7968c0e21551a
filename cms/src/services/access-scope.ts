// The access scope applied by the storage layer (the rule itself is `scopeFor` of @teranga/domain): every
// query a route makes on an item on a caller's behalf goes through `scopedWhere` or `scopedQuery`, which
// merge the caller's scope into its where-clause, so a row outside it is never read, listed, named or
// written. A route that reads or writes items for a caller takes one of these and an action; nothing else
// decides who sees what.
import type { Core } from '@strapi/strapi';
import { scopeFor, type Caller, type Scope, type ScopeAction, type ScopedType } from '@teranga/domain';

export type Where = Record<string, unknown>;

/** Matches no row: an id is never null. */
const NOTHING: Where = { id: { $null: true } };

const byAuthorRelation = (documentId: string): Where => ({ auteur: { documentId } });

/** How each scoped type's rows hold the scope's facts: who wrote them, whether they are published. */
const COLUMNS: Record<ScopedType, { auteur: (documentId: string) => Where; publie: Where }> = {
  articles: { auteur: byAuthorRelation, publie: { etat: 'publié' } },
  realisations: { auteur: byAuthorRelation, publie: { etat: 'publié' } },
  opportunites: { auteur: byAuthorRelation, publie: { etat: 'publié' } },
  // Partners have no author and no page of their own.
  partenaires: { auteur: () => NOTHING, publie: NOTHING },
  // A corbeille entry keeps its item's author's documentId.
  corbeille: { auteur: (documentId) => ({ auteurId: documentId }), publie: NOTHING },
  medias: { auteur: byAuthorRelation, publie: NOTHING },
};

/** The scope as a where-clause on `type`'s rows: `{}` for everything. */
export function whereOfScope(type: ScopedType, scope: Scope): Where {
  if (scope === true) return {};
  if (scope === false) return NOTHING;
  return 'auteur' in scope ? COLUMNS[type].auteur(scope.auteur) : COLUMNS[type].publie;
}

/** `where` narrowed to the rows of `type` the caller may `action`. */
export function scopedWhere(where: Where, caller: Caller | null | undefined, type: ScopedType, action: ScopeAction): Where {
  const scope = whereOfScope(type, scopeFor(caller, type, action));
  if (Object.keys(scope).length === 0) return where;
  return Object.keys(where).length === 0 ? scope : { $and: [where, scope] };
}

type Params = { where?: Where } & Record<string, unknown>;
/** The query engine types its uid per content type; the scoped types are plain collections. */
type AnyUid = Parameters<Core.Strapi['db']['query']>[0];

/** The reads of `uid` (the rows of `type`) a caller may make for `action`: the query engine's, scoped. */
export function scopedQuery(strapi: Core.Strapi, uid: string, caller: Caller | null | undefined, type: ScopedType, action: ScopeAction) {
  const query = strapi.db.query(uid as AnyUid);
  const scoped = (params: Params = {}) => ({ ...params, where: scopedWhere(params.where ?? {}, caller, type, action) });
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any scoped type, read by field name
    findMany: (params?: Params): Promise<any[]> => query.findMany(scoped(params)),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    findOne: (params?: Params): Promise<any | null> => query.findOne(scoped(params)),
    count: (params?: Params): Promise<number> => query.count(scoped(params)),
  };
}

// The back-office lists: administrators see everything, advisers what they wrote.
import { listScope, type Caller, type Page } from '@teranga/domain';
import type { LocaleRow } from '../../contract/documents';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { categoriesInUse, contentListSpec, contentSource, pagedList, readListQuery } from '../../services/paged-lists';
import { secteurLookup } from '../../services/public-reader';
import { adminSerializer, documentsOf, ordered, query } from './engine';

const scopeOf = <T extends Item>(engine: Engine<T>, user: Caller) => (engine.localized ? listScope(user) : {});

/** Newest first (or the type's order); with any list parameter (`?q=&etat=&tri=&page=&taille=`), a page made by the server. */
export async function listFor<T extends Item>(engine: Engine<T>, user: Caller, params?: unknown): Promise<T[] | Page<T>> {
  const { strapi, def } = engine;
  const paged = readListQuery(params, contentListSpec(def.uid));
  const serialize = adminSerializer(def);
  if (paged) return pagedList(strapi, contentSource(strapi, { ...def, serialize }, scopeOf(engine, user)), paged);
  const rows = (await query(engine).findMany({ where: scopeOf(engine, user), populate: def.populate })) as LocaleRow[];
  const secteur = await secteurLookup(strapi);
  return ordered(
    engine,
    documentsOf(engine, rows).map((doc) => serialize(doc, secteur)),
  );
}

export async function list<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  ctx.body = await listFor(engine, ctx.state.user, ctx.query);
}

/** The categories in use, for the list's filter (free-text categories: opportunités); the caller's items only for advisers. */
export async function categories<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  ctx.body = { donnees: await categoriesInUse(engine.strapi, engine.def.uid, scopeOf(engine, ctx.state.user)) };
}

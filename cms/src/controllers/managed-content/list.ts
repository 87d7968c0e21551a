// The back-office lists: administrators see everything, advisers what they wrote.
import type { Caller, Page } from '@teranga/domain';
import type { LocaleRow, LocalizedDocument } from '../../contract/documents';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { pagedList, readListQuery } from '../../services/paged-lists';
import { categoriesInUse, contentListSpec, contentSource } from '../../services/content-lists';
import { secteurLookup } from '../../services/public-reader';
import { scopedQuery, scopedWhere } from '../../services/access-scope';
import { adminSerializer, documentsOf, ordered } from './engine';

/** The rows the caller may read (services/access-scope.ts). */
const scopeOf = <T extends Item>(engine: Engine<T>, user: Caller) => scopedWhere({}, user, engine.type, 'read');

/** The author's first and last name, for the list's author column: a name, never an email. */
const AUTHOR = { select: ['documentId', 'prenom', 'nom'] };
function authorName(doc: LocalizedDocument): string | null {
  const author = doc.reference.auteur as { prenom?: string | null; nom?: string | null } | null | undefined;
  const name = [author?.prenom, author?.nom]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ')
    .trim();
  return name || null;
}

/**
 * The list's rows: the admin answer, and for the types with an author, that author's name
 * (`auteurNom`). The rows are the caller's scope only, so an adviser reads no one else's name.
 */
function listDefinition<T extends Item>(engine: Engine<T>) {
  const { def } = engine;
  const serialize = adminSerializer(def);
  if (!('auteur' in def.populate)) return { ...def, serialize };
  return {
    ...def,
    populate: { ...def.populate, auteur: AUTHOR },
    serialize: ((doc, secteur) => ({ ...serialize(doc, secteur), auteurNom: authorName(doc) })) as typeof serialize,
  };
}

/** Newest first (or the type's order); with any list parameter (`?q=&etat=&tri=&page=&taille=`), a page made by the server. */
export async function listFor<T extends Item>(engine: Engine<T>, user: Caller, params?: unknown): Promise<T[] | Page<T>> {
  const { strapi, def } = engine;
  const paged = readListQuery(params, contentListSpec(def.uid));
  const listed = listDefinition(engine);
  const serialize = listed.serialize;
  if (paged) return pagedList(strapi, contentSource(strapi, listed, scopeOf(engine, user)), paged);
  const rows = (await scopedQuery(strapi, def.uid, user, engine.type, 'read').findMany({ populate: listed.populate })) as LocaleRow[];
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

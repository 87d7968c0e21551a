// Where each media is used (docs/product.md §2, "Médiathèque"): the items whose image fields link its
// file, and the items in the corbeille that keep it until they are erased. Read from the upload plugin's
// own link table (every media field of every type writes there), so a new image field needs nothing
// here; past versions of an item link files too, but an old version is not a use. A caller is told the
// uses in their access scope by name and only the number of the others (`usesSeenBy`).
import type { Core } from '@strapi/strapi';
import type { Caller, ScopeAction, ScopedType, Utilisation } from '@teranga/domain';
import { UID } from '../../contract/queries';
import { scopedQuery } from '../access-scope';

export const MEDIA_UID = 'api::media.media';
const CORBEILLE_UID = 'api::corbeille.corbeille';

/** The managed types whose image fields are uses, with the attribute that names an item. */
const USING_TYPES: Record<string, { type: Utilisation['type']; title: string }> = {
  [UID.article]: { type: 'article', title: 'titre' },
  [UID.realisation]: { type: 'realisation', title: 'titre' },
  [UID.opportunite]: { type: 'opportunite', title: 'titre' },
  [UID.partenaire]: { type: 'partenaire', title: 'nom' },
};
const CORBEILLE_TYPES: Record<string, Utilisation['type']> = {
  articles: 'article',
  realisations: 'realisation',
  opportunites: 'opportunite',
  partenaires: 'partenaire',
};

interface LinkTable {
  name: string;
  file: string;
  id: string;
  type: string;
}

/** The upload plugin's file-to-item table, as Strapi's metadata names it. */
export function linkTable(strapi: Core.Strapi): LinkTable {
  // The morph relation's join table is not part of Strapi's public types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's metadata types omit the morph join table
  const related = (strapi.db.metadata.get('plugin::upload.file').attributes as any).related;
  const table = related.joinTable;
  return { name: table.name, file: table.joinColumn.name, id: table.morphColumn.idColumn.name, type: table.morphColumn.typeColumn.name };
}

type Link = { fileId: number; relatedId: number; relatedType: string };

async function links(strapi: Core.Strapi, fileIds: number[] | null): Promise<Link[]> {
  const t = linkTable(strapi);
  const types = [...Object.keys(USING_TYPES), CORBEILLE_UID];
  // Read through the transaction under way when there is one (a create under an Idempotency-Key runs in
  // one): SQLite has one connection, which a read beside the transaction would wait for forever.
  const rows = (await strapi.db.transaction(({ trx }) => {
    let query = trx(t.name).select(`${t.file} as fileId`, `${t.id} as relatedId`, `${t.type} as relatedType`).whereIn(t.type, types);
    if (fileIds) query = query.whereIn(t.file, fileIds);
    return query;
  })) as { fileId: number | string; relatedId: number | string; relatedType: string }[];
  return rows.map((r) => ({ fileId: Number(r.fileId), relatedId: Number(r.relatedId), relatedType: r.relatedType }));
}

/** The ids of the files something uses (an item or an item in the corbeille): what `nonUtilises` leaves out. */
export async function usedFileIds(strapi: Core.Strapi): Promise<Set<number>> {
  return new Set((await links(strapi, null)).map((l) => l.fileId));
}

/** The ids of the files a partner uses, live or in the corbeille: the logos whose nature is not stored (serialize.ts `natureOf`). */
export async function partnerFileIds(strapi: Core.Strapi): Promise<Set<number>> {
  const found = await links(strapi, null);
  const trashIds = [...new Set(found.filter((l) => l.relatedType === CORBEILLE_UID).map((l) => l.relatedId))];
  const trashedPartners = new Set<number>(
    trashIds.length
      ? (
          await strapi.db.query(CORBEILLE_UID).findMany({ where: { id: { $in: trashIds }, typeContenu: 'partenaires' }, select: ['id'] })
        ).map((row: { id: number }) => row.id)
      : [],
  );
  return new Set(
    found
      .filter((l) => l.relatedType === UID.partenaire || (l.relatedType === CORBEILLE_UID && trashedPartners.has(l.relatedId)))
      .map((l) => l.fileId),
  );
}

/** The uses of each file of `fileIds`, one per item (an item's locales are one use), corbeille last. */
export async function usesOfFiles(strapi: Core.Strapi, fileIds: number[]): Promise<Map<number, Utilisation[]>> {
  const out = new Map<number, Utilisation[]>(fileIds.map((id) => [id, []]));
  if (fileIds.length === 0) return out;
  const found = await links(strapi, fileIds);
  const byType = new Map<string, Set<number>>();
  for (const l of found) byType.set(l.relatedType, (byType.get(l.relatedType) ?? new Set()).add(l.relatedId));

  // Each linked row, named: an item's row (any locale) or a corbeille entry.
  const named = new Map<string, { key: string; use: Utilisation; french: boolean }>();
  for (const [uid, ids] of byType) {
    if (uid === CORBEILLE_UID) {
      const rows = await strapi.db
        .query(CORBEILLE_UID)
        .findMany({ where: { id: { $in: [...ids] } }, select: ['id', 'typeContenu', 'cible', 'titre'] });
      for (const row of rows) {
        const type = CORBEILLE_TYPES[row.typeContenu as string];
        if (type)
          named.set(`${uid}:${row.id}`, {
            key: `${type}:${row.cible}`,
            use: { type, id: row.cible, titre: row.titre ?? '', corbeille: true },
            french: true,
          });
      }
      continue;
    }
    const spec = USING_TYPES[uid];
    const localized = uid !== UID.partenaire;
    const rows = await strapi.db
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the query engine types its uid per content type; these are the media-using types
      .query(uid as any)
      .findMany({ where: { id: { $in: [...ids] } }, select: ['id', 'documentId', spec.title, ...(localized ? ['locale'] : [])] });
    for (const row of rows) {
      named.set(`${uid}:${row.id}`, {
        key: `${spec.type}:${row.documentId}`,
        use: { type: spec.type, id: row.documentId, titre: String(row[spec.title] ?? '') },
        french: !localized || row.locale === 'fr',
      });
    }
  }

  for (const fileId of fileIds) {
    const uses = new Map<string, Utilisation>();
    for (const l of found) {
      if (l.fileId !== fileId) continue;
      const entry = named.get(`${l.relatedType}:${l.relatedId}`);
      // One use per item, named by its French row when there is one.
      if (entry && (!uses.has(entry.key) || entry.french)) uses.set(entry.key, entry.use);
    }
    out.set(
      fileId,
      [...uses.values()].sort(
        (a, b) => Number(Boolean(a.corbeille)) - Number(Boolean(b.corbeille)) || a.titre.localeCompare(b.titre, 'fr'),
      ),
    );
  }
  return out;
}

/** The access scope's name of each using type. */
const SCOPED: Record<Utilisation['type'], { type: ScopedType; uid: string }> = {
  article: { type: 'articles', uid: UID.article },
  realisation: { type: 'realisations', uid: UID.realisation },
  opportunite: { type: 'opportunites', uid: UID.opportunite },
  partenaire: { type: 'partenaires', uid: UID.partenaire },
};

/** A file's uses split by the caller's scope for `action`: those it may name, and the others (to be counted only). */
export interface SeenUses {
  visible: Utilisation[];
  hidden: Utilisation[];
}

/** The uses of each file of `fileIds` as `caller` may see them for `action` (services/access-scope.ts). */
export async function usesSeenBy(
  strapi: Core.Strapi,
  fileIds: number[],
  caller: Caller,
  action: ScopeAction,
): Promise<Map<number, SeenUses>> {
  const all = await usesOfFiles(strapi, fileIds);
  const live = new Map<Utilisation['type'], Set<string>>();
  const trashed = new Set<string>();
  for (const uses of all.values())
    for (const use of uses) {
      if (use.corbeille) trashed.add(use.id);
      else live.set(use.type, (live.get(use.type) ?? new Set()).add(use.id));
    }
  // The keys (`type:id`, `corbeille:type:id`) of the uses the scope lets through.
  const allowed = new Set<string>();
  for (const [type, ids] of live) {
    const { type: scoped, uid } = SCOPED[type];
    const rows = await scopedQuery(strapi, uid, caller, scoped, action).findMany({
      where: { documentId: { $in: [...ids] } },
      select: ['documentId'],
    });
    for (const row of rows) allowed.add(`${type}:${row.documentId}`);
  }
  if (trashed.size) {
    const rows = await scopedQuery(strapi, CORBEILLE_UID, caller, 'corbeille', action).findMany({
      where: { cible: { $in: [...trashed] } },
      select: ['typeContenu', 'cible'],
    });
    for (const row of rows) {
      const type = CORBEILLE_TYPES[row.typeContenu as string];
      if (type) allowed.add(`corbeille:${type}:${row.cible}`);
    }
  }
  const out = new Map<number, SeenUses>();
  for (const [fileId, uses] of all) {
    const seen: SeenUses = { visible: [], hidden: [] };
    for (const use of uses)
      (allowed.has(`${use.corbeille ? 'corbeille:' : ''}${use.type}:${use.id}`) ? seen.visible : seen.hidden).push(use);
    out.set(fileId, seen);
  }
  return out;
}

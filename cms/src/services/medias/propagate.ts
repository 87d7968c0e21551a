// "Describe once" and "replace a file" (docs/product.md §2, "Médiathèque"). An item stores the texts and
// focal point its pages show; where they are the media's (the item did not write its own), a change of
// the media's description is written into the item too, and the item's pages are rebuilt (its rows'
// writes go through the same lifecycle hooks as a save: rebuild, public caches, site changes). A text an
// item wrote for its own use (one that differs from the media's) is left alone. Every item a change
// reaches gets a version and a journal line, as a save of it would.
import type { Core } from '@strapi/strapi';
import { LANGS, type Lang, type MediaValue } from '@teranga/domain';
import { typeOfUid, MANAGED_TYPES } from '../content-snapshot';
import { recordVersion } from '../versions';
import { IMAGE_FIELDS } from './fields';
import { textesOf, type MediaRow } from './serialize';
import { linkTable, MEDIA_UID, usesOfFiles } from './uses';

/** A row of a type that uses pictures, as the query engine reads it. */
type Row = { id: number; documentId: string; locale?: string; [field: string]: unknown };
/** The query engine types its uid per content type; these are the media-using types of fields.ts. */
type ContentUid = Parameters<Core.Strapi['db']['query']>[0];

const samePoint = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** The item follows the media where it says what the media said, or says nothing. */
const follows = (itemText: unknown, mediaText: string) => !itemText || itemText === mediaText;

export type ItemsUsing = { uid: string; rows: Row[] }[];

/**
 * The live items (not those in the corbeille) whose image fields link `fileId`: every locale row, with that
 * field.
 */
export async function itemsUsing(strapi: Core.Strapi, fileId: number): Promise<{ uid: string; rows: Row[] }[]> {
  const uses = (await usesOfFiles(strapi, [fileId])).get(fileId) ?? [];
  const out: { uid: string; rows: Row[] }[] = [];
  for (const use of uses.filter((u) => !u.corbeille)) {
    const uid = Object.keys(IMAGE_FIELDS).find((key) => key.endsWith(`.${use.type}`)) as string;
    const spec = IMAGE_FIELDS[uid];
    const rows = (await strapi.db
      .query(uid as ContentUid)
      .findMany({ where: { documentId: use.id }, populate: { [spec.attribute]: { select: ['id'] } } })) as Row[];
    out.push({ uid, rows });
  }
  return out;
}

/**
 * Writes a media's new description into the uses (itemsUsing) that follow it, before the media row
 * changes; returns the items it changed.
 */
export async function followDescription(strapi: Core.Strapi, users: ItemsUsing, media: MediaRow, value: MediaValue): Promise<ItemsUsing> {
  if (!media.fichier) return [];
  const before = textesOf(media);
  const fileId = media.fichier.id;
  const reached: ItemsUsing = [];
  for (const { uid, rows } of users) {
    const spec = IMAGE_FIELDS[uid];
    if (!spec.texts) continue;
    let changed = false;
    for (const row of rows) {
      const raw = row[spec.attribute];
      const position = Array.isArray(raw) ? raw.findIndex((f: { id: number }) => f.id === fileId) : 0;
      if (position < 0) continue;
      const lang = row.locale as Lang;
      const data: Record<string, unknown> = {};
      const next = value.texteAlternatif?.[lang];
      if ((LANGS as readonly string[]).includes(lang) && next !== undefined && next !== before[lang]) {
        if (spec.texts === 'texteAlternatif') {
          if (follows(row.texteAlternatif, before[lang])) data.texteAlternatif = next;
        } else {
          const list = Array.isArray(row.textesAlternatifs) ? [...row.textesAlternatifs] : [];
          if (follows(list[position], before[lang])) {
            while (list.length <= position) list.push('');
            list[position] = next;
            data.textesAlternatifs = list;
          }
        }
      }
      // The focal point is the single image's, or the gallery cover's.
      if (value.pointFocal !== undefined && position === 0 && samePoint(row.pointFocal, media.pointFocal ?? null))
        data.pointFocal = value.pointFocal;
      if (Object.keys(data).length) {
        await strapi.db.query(uid as ContentUid).update({ where: { id: row.id }, data: { ...data, updatedAt: new Date() } });
        changed = true;
      }
    }
    if (changed) reached.push({ uid, rows });
  }
  return reached;
}

/**
 * The media's link and its live uses' links move to the new file, in the caller's transaction; then each
 * live use is rewritten (its date), so its pages are rebuilt. Past versions and corbeille entries keep linking
 * the old file: they show the picture they had.
 */
// `trx`: the knex transaction Strapi's transaction() hands its callback.
export async function swapFile(
  strapi: Core.Strapi,
  users: ItemsUsing,
  mediaId: number,
  oldFileId: number,
  newFileId: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi hands a knex transaction, and knex is not a direct dependency to type it with
  trx: any,
): Promise<void> {
  const t = linkTable(strapi);
  const moved = [{ uid: MEDIA_UID, ids: [mediaId] }, ...users.map(({ uid, rows }) => ({ uid, ids: rows.map((row) => row.id) }))];
  for (const { uid, ids } of moved) {
    if (!ids.length) continue;
    await trx(t.name)
      .where(t.file, oldFileId)
      .where(t.type, uid)
      .whereIn(t.id, ids)
      .update({ [t.file]: newFileId });
  }
  for (const { uid, rows } of users) {
    for (const row of rows) await strapi.db.query(uid as ContentUid).update({ where: { id: row.id }, data: { updatedAt: new Date() } });
  }
}

/** Who changes a media, as the versions and the journal name them. */
export type Editor = { documentId: string; email: string; prenom?: string | null; nom?: string | null };

/**
 * A version and a journal line for each item a media change reached, in the caller's transaction; returns
 * the upload ids of the versions dropped past the kept number, to remove once committed.
 */
export async function recordReach(strapi: Core.Strapi, reached: ItemsUsing, editor: Editor): Promise<number[]> {
  const freed: number[] = [];
  const journal = strapi.service('api::journal.journal');
  const who = { documentId: editor.documentId, email: editor.email, prenom: editor.prenom ?? undefined, nom: editor.nom ?? undefined };
  for (const { uid, rows } of reached) {
    const type = typeOfUid(uid);
    const { label, titleAttribute } = MANAGED_TYPES[type];
    const reference = rows.find((row) => row.locale === 'fr') ?? rows[0];
    if (!reference) continue;
    const recorded = await recordVersion(strapi, type, reference.documentId, editor);
    freed.push(...recorded.freed);
    // An item the change left as it was gets neither a version nor a journal line.
    if (!recorded.recorded) continue;
    await journal.record(who, {
      action: 'modification',
      typeContenu: label,
      cible: reference.documentId,
      titre: String(reference[titleAttribute] ?? ''),
    });
  }
  return freed;
}

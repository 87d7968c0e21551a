// "Describe once" and "replace a file" (docs/product.md §2, "Médiathèque"). An item stores the texts and
// focal point its pages show; where they are the media's (the item did not write its own), a change of
// the media's description is written into the item too, and the item's pages are rebuilt (its rows'
// writes go through the same lifecycle hooks as a save: rebuild, public caches, site changes). A text an
// item wrote for its own use (one that differs from the media's) is left alone.
import type { Core } from '@strapi/strapi';
import { LANGS, type Lang, type MediaValue } from '@teranga/domain';
import { IMAGE_FIELDS } from './fields';
import { textesOf, type MediaRow } from './serialize';
import { linkTable, usesOfFiles } from './uses';

/** A row of a type that uses pictures, as the query engine reads it. */
type Row = { id: number; documentId: string; locale?: string; [field: string]: unknown };
/** The query engine types its uid per content type; these are the media-using types of fields.ts. */
type ContentUid = Parameters<Core.Strapi['db']['query']>[0];

const samePoint = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** The item follows the media where it says what the media said, or says nothing. */
const follows = (itemText: unknown, mediaText: string) => !itemText || itemText === mediaText;

export type ItemsUsing = { uid: string; rows: Row[] }[];

/**
 * The live items (not those in the trash) whose image fields link `fileId`: every locale row, with that
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

/** Writes a media's new description into the uses (itemsUsing) that follow it, before the media row changes. */
export async function followDescription(strapi: Core.Strapi, users: ItemsUsing, media: MediaRow, value: MediaValue): Promise<void> {
  if (!media.fichier) return;
  const before = textesOf(media);
  const fileId = media.fichier.id;
  for (const { uid, rows } of users) {
    const spec = IMAGE_FIELDS[uid];
    if (!spec.texts) continue;
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
      if (Object.keys(data).length)
        await strapi.db.query(uid as ContentUid).update({ where: { id: row.id }, data: { ...data, updatedAt: new Date() } });
    }
  }
}

/**
 * Every link to the media's file (its uses, the trash, past versions, the media itself) moves to the new
 * file, in the caller's transaction; then each live use is rewritten (its date), so its pages are rebuilt.
 */
// `trx`: the knex transaction Strapi's transaction() hands its callback.
export async function swapFile(
  strapi: Core.Strapi,
  users: ItemsUsing,
  oldFileId: number,
  newFileId: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi hands a knex transaction, and knex is not a direct dependency to type it with
  trx: any,
): Promise<void> {
  const t = linkTable(strapi);
  await trx(t.name)
    .where(t.file, oldFileId)
    .update({ [t.file]: newFileId });
  for (const { uid, rows } of users) {
    for (const row of rows) await strapi.db.query(uid as ContentUid).update({ where: { id: row.id }, data: { updatedAt: new Date() } });
  }
}

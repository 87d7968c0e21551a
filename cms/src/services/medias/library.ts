// The media library's reads and writes (docs/api.md, "Médiathèque"). Files go through the same checks and
// storage as every upload (services/uploads.ts); a media is a row of api::media.media linking one file.
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import createHttpError from 'http-errors';
import {
  foldForSearch,
  frenchMessage,
  LIST_SPECS,
  NOM_MEDIA_MAX,
  type FieldError,
  type MediaFilters,
  type MediathequeElement,
  type MediaValue,
  type ListQuery,
  type Page,
  typeOfMime,
  type Caller,
} from '@teranga/domain';
import { NotFoundError } from '../../contract/errors';
import { checkImages, removeUnusedFiles, storeImages, type UploadedFile } from '../uploads';
import { MEDIA_POPULATE, natureOf, textesOf, toMediathequeElement, type MediaRow } from './serialize';
import { scopedQuery } from '../access-scope';
import { MEDIA_UID, partnerFileIds, usedFileIds, usesSeenBy, type SeenUses } from './uses';
import { dropFileFromCorbeille } from '../corbeille';
import { followDescription, itemsUsing, recordReach, swapFile, type Editor } from './propagate';

export const MEDIA_SPEC = LIST_SPECS.medias;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** A media the caller may read (services/access-scope.ts); 404 otherwise. */
export async function loadMedia(strapi: Core.Strapi, documentId: string, caller: Caller): Promise<MediaRow> {
  const row =
    documentId && documentId.length <= 64
      ? ((await scopedQuery(strapi, MEDIA_UID, caller, 'medias', 'read').findOne({
          where: { documentId },
          populate: MEDIA_POPULATE,
        })) as MediaRow | null)
      : null;
  if (!row) throw new NotFoundError(frenchMessage('media.introuvable'));
  return row;
}

const NO_USES: SeenUses = { visible: [], hidden: [] };

/** The uses of a media's file as the caller may see them: named in their scope, counted outside it. */
async function seenUses(strapi: Core.Strapi, row: MediaRow, caller: Caller, action: 'read' | 'update' = 'read'): Promise<SeenUses> {
  const fileId = row.fichier?.id;
  return (fileId && (await usesSeenBy(strapi, [fileId], caller, action)).get(fileId)) || NO_USES;
}

export async function answerOf(strapi: Core.Strapi, row: MediaRow, caller: Caller): Promise<MediathequeElement> {
  return toMediathequeElement(row, await seenUses(strapi, row, caller));
}

/**
 * How many live items using the media are outside the caller's `update` scope: a change of its texts or
 * file would reach their pages (items in the corbeille keep their own file and texts, untouched).
 */
export async function usesOutsideScope(strapi: Core.Strapi, row: MediaRow, caller: Caller): Promise<number> {
  return (await seenUses(strapi, row, caller, 'update')).hidden.filter((use) => !use.corbeille).length;
}

/** One page of the library: searched on the name and the alternative texts (case and accents aside), filtered, sorted. */
export async function listMedias(
  strapi: Core.Strapi,
  query: ListQuery,
  filters: MediaFilters,
  caller: Caller,
): Promise<Page<MediathequeElement>> {
  const rows = (await scopedQuery(strapi, MEDIA_UID, caller, 'medias', 'read').findMany({ populate: MEDIA_POPULATE })) as MediaRow[];
  const needle = foldForSearch(query.q);
  const used = filters.nonUtilises ? await usedFileIds(strapi) : null;
  const logos = filters.nature ? await partnerFileIds(strapi) : null;
  const kept = rows.filter((row) => {
    if (filters.type && typeOfMime(row.fichier?.mime) !== filters.type) return false;
    if (logos && natureOf(row, Boolean(row.fichier && logos.has(row.fichier.id))) !== filters.nature) return false;
    if (used && row.fichier && used.has(row.fichier.id)) return false;
    if (!needle) return true;
    return [row.nom, ...Object.values(textesOf(row))].some((s) => foldForSearch(s).includes(needle));
  });
  const value = (row: MediaRow): number | string =>
    query.tri.champ === 'nom'
      ? (row.nom ?? '')
      : query.tri.champ === 'taille'
        ? (row.fichier?.size ?? 0)
        : new Date(row.createdAt ?? 0).getTime();
  const direction = query.tri.ordre === 'desc' ? -1 : 1;
  kept.sort((x, y) => {
    const a = value(x);
    const b = value(y);
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return order * direction || y.id - x.id;
  });
  const pageRows = kept.slice((query.page - 1) * query.taille, query.page * query.taille);
  const uses = await usesSeenBy(
    strapi,
    pageRows.flatMap((row) => (row.fichier ? [row.fichier.id] : [])),
    caller,
    'read',
  );
  return {
    donnees: pageRows.map((row) => toMediathequeElement(row, (row.fichier && uses.get(row.fichier.id)) || NO_USES)),
    total: kept.length,
    page: query.page,
    taille: query.taille,
  };
}

/** A display name from the client's file name (text only: the stored file is named from its content). */
export const nameOfFile = (file: UploadedFile) => path.parse(file.originalFilename || 'image').name.slice(0, NOM_MEDIA_MAX) || 'image';

/** The file's own alternative text (Strapi's field): the French text, as the public answers' `alt` reads it. */
const fileAlt = (value: MediaValue) => value.texteAlternatif?.fr ?? '';

/**
 * Checks every file, then stores them and makes one media each, all or nothing: a refused file stores
 * none, a failed write removes the files it stored.
 */
export async function createMedias(
  strapi: Core.Strapi,
  files: UploadedFile[],
  value: MediaValue,
  auteur: string,
): Promise<{ errors: FieldError[]; tooLarge: boolean; created: string[] }> {
  const check = await checkImages(files, 'fichier');
  if (check.errors.length) return { errors: check.errors, tooLarge: check.tooLarge, created: [] };
  const ids = await storeImages(strapi, files, check.types, fileAlt(value));
  try {
    const created = await strapi.db.transaction(async () => {
      const out: string[] = [];
      for (const [i, fileId] of ids.entries()) {
        const row = await strapi.db.query(MEDIA_UID).create({
          data: {
            fichier: fileId,
            nom: value.nom ?? nameOfFile(files[i]),
            texteAlternatif: { fr: '', en: '', pt: '', ...value.texteAlternatif },
            pointFocal: value.pointFocal ?? null,
            credit: value.credit ?? '',
            nature: value.nature ?? null,
            auteur: await userId(strapi, auteur),
          },
        });
        out.push(row.documentId);
      }
      return out;
    });
    return { errors: [], tooLarge: false, created };
  } catch (error) {
    await removeUnusedFiles(strapi, ids);
    throw error;
  }
}

async function userId(strapi: Core.Strapi, documentId: string): Promise<number | null> {
  const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { documentId }, select: ['id'] });
  return user?.id ?? null;
}

/**
 * Changes what was sent of a media's description; the texts are merged per language. Each item whose
 * texts follow gets a version and a journal line, as a save of it would.
 */
export async function updateMedia(strapi: Core.Strapi, row: MediaRow, value: MediaValue, editor: Editor): Promise<void> {
  const data: Record<string, unknown> = {};
  if (value.nom !== undefined) data.nom = value.nom;
  if (value.texteAlternatif !== undefined) data.texteAlternatif = { ...textesOf(row), ...value.texteAlternatif };
  if (value.pointFocal !== undefined) data.pointFocal = value.pointFocal;
  if (value.credit !== undefined) data.credit = value.credit;
  if (value.nature !== undefined) data.nature = value.nature;
  // Described in the library: it is the library's now, kept when its items let it go.
  data.origine = 'mediatheque';
  const users = row.fichier ? await itemsUsing(strapi, row.fichier.id) : [];
  const freed = await strapi.db.transaction(async () => {
    // The uses that did not write their own text or point take the new ones (services/medias/propagate.ts).
    const reached = await followDescription(strapi, users, row, value);
    await strapi.db.query(MEDIA_UID).update({ where: { id: row.id }, data });
    if (value.texteAlternatif?.fr !== undefined && row.fichier) {
      await strapi.db
        .query('plugin::upload.file')
        .update({ where: { id: row.fichier.id }, data: { alternativeText: value.texteAlternatif.fr, caption: value.texteAlternatif.fr } });
    }
    return recordReach(strapi, reached, editor);
  });
  await removeUnusedFiles(strapi, freed);
}

/**
 * Deletes a media and its file when no live or draft item uses it: 409 `media.used` while one does
 * (naming the uses the caller may read, counting the others). Items in the corbeille lose the picture
 * (services/corbeille.ts `dropFileFromCorbeille`), but only when each is one the caller may change: otherwise
 * 409 `media.usedElsewhere` with their count, as for a change of the media.
 */
export async function deleteMedia(strapi: Core.Strapi, row: MediaRow, caller: Caller): Promise<void> {
  const read = await seenUses(strapi, row, caller);
  const answer = toMediathequeElement(row, read);
  const live = [...read.visible, ...read.hidden].filter((use) => !use.corbeille);
  if (live.length) {
    const params = { count: live.length };
    throw createHttpError(409, frenchMessage('media.used', params), {
      name: 'ConflictError',
      details: { code: 'media.used', params, utilisations: answer.utilisations, autresUtilisations: answer.autresUtilisations },
    });
  }
  const trashedElsewhere = (await seenUses(strapi, row, caller, 'update')).hidden.length;
  if (trashedElsewhere) {
    const params = { count: trashedElsewhere };
    throw createHttpError(409, frenchMessage('media.usedElsewhere', params), {
      name: 'ConflictError',
      details: { code: 'media.usedElsewhere', params, utilisations: answer.utilisations, autresUtilisations: answer.autresUtilisations },
    });
  }
  await strapi.db.transaction(async () => {
    if (row.fichier) await dropFileFromCorbeille(strapi, row.fichier.id);
    await strapi.db.query(MEDIA_UID).delete({ where: { id: row.id } });
  });
  // The file goes unless a past version of an item still links it (the history keeps it).
  if (row.fichier) await removeUnusedFiles(strapi, [row.fichier.id]);
}

/**
 * A new file for a media, every live use kept: the new file is checked and stored, the media and its live
 * uses move to it in one transaction (each use gets a version and a journal line, its pages are rebuilt).
 * Past versions and corbeille entries keep the old file, which goes only when nothing links it any more.
 */
export async function replaceFile(
  strapi: Core.Strapi,
  row: MediaRow,
  file: UploadedFile,
  editor: Editor,
): Promise<{ errors: FieldError[]; tooLarge: boolean }> {
  const check = await checkImages([file], 'fichier');
  if (check.errors.length) return check;
  const oldId = row.fichier?.id;
  const [newId] = await storeImages(strapi, [file], check.types, textesOf(row).fr);
  let freed: number[];
  try {
    const users = oldId ? await itemsUsing(strapi, oldId) : [];
    freed = await strapi.db.transaction(async ({ trx }) => {
      if (oldId) await swapFile(strapi, users, row.id, oldId, newId, trx);
      else await strapi.db.query(MEDIA_UID).update({ where: { id: row.id }, data: { fichier: newId } });
      await strapi.db.query(MEDIA_UID).update({ where: { id: row.id }, data: { origine: 'mediatheque' } });
      return recordReach(strapi, users, editor);
    });
  } catch (error) {
    await removeUnusedFiles(strapi, [newId]);
    throw error;
  }
  await removeUnusedFiles(strapi, [...(oldId ? [oldId] : []), ...freed]);
  return { errors: [], tooLarge: false };
}

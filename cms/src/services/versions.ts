// Version history of the managed types (docs/product.md, "Historique"): every save that changes the
// item stores a snapshot of it (services/content-snapshot.ts) with its author, time and the attributes
// it changed (a restore also the date of the version it brought back); a save that changes nothing
// stores none, and leaves no journal line either. A
// version links the images it names, so an image an edit let go of stays while a version refers to it;
// the versions past the kept number go, and then their files if nothing else uses them.
import type { Core } from '@strapi/strapi';
import type { VersionResume } from '@teranga/domain';
import { NotFoundError } from '../contract/errors';
import { unlogWrite } from '../setup/journal';
import { changedAttributes, imageIdsOf, MANAGED_TYPES, takeSnapshot, type ManagedType, type Snapshot } from './content-snapshot';

const VERSION = 'api::version.version';

/** How many versions each item keeps. */
export const versionsKept = () => Math.max(1, Number(process.env.VERSIONS_KEPT ?? 50));

interface VersionRow {
  id: number;
  documentId: string;
  typeContenu: string;
  cible: string;
  date: string;
  auteurId?: string;
  auteurNom?: string;
  auteurPrenom?: string;
  resume?: string;
  restaureDe?: string | null;
  contenu: Snapshot;
}

type Author = { documentId: string; nom?: string | null; prenom?: string | null };

export const toVersionSummary = (row: VersionRow): VersionResume => ({
  _id: row.documentId,
  date: new Date(row.date).toISOString(),
  auteur: { _id: row.auteurId ?? '', nom: row.auteurNom ?? '', prenom: row.auteurPrenom ?? '' },
  resume: row.resume ?? '',
  restaureDe: row.restaureDe ? new Date(row.restaureDe).toISOString() : null,
});

const latest = (strapi: Core.Strapi, type: ManagedType, documentId: string) =>
  strapi.db
    .query(VERSION)
    .findMany({ where: { typeContenu: type, cible: documentId }, orderBy: [{ date: 'desc' }, { id: 'desc' }] }) as Promise<VersionRow[]>;

/** What recordVersion did: whether the item had changed (a version was stored), and the upload ids it let go of. */
export interface Recorded {
  recorded: boolean;
  freed: number[];
}

/**
 * Records the item as it is now, unless it is as its last version holds it; the caller runs it in the
 * save's transaction. `restaureDe`: the date of the version a restore brought back. Answers the upload
 * ids of the versions it dropped past the kept number, for the caller to remove once committed.
 */
export async function recordVersion(
  strapi: Core.Strapi,
  type: ManagedType,
  documentId: string,
  author: Author,
  { restaureDe }: { restaureDe?: string | Date } = {},
): Promise<Recorded> {
  const { uid } = MANAGED_TYPES[type];
  const snapshot = await takeSnapshot(strapi, uid, documentId);
  if (!snapshot) return { recorded: false, freed: [] };
  const previous = (await latest(strapi, type, documentId))[0];
  const changed = previous ? changedAttributes(previous.contenu, snapshot) : [];
  // A save that changed nothing leaves no version (no "aucun changement" line in the history), and
  // no journal line: the one its write was logged with is taken back.
  if (previous && !changed.length) {
    await unlogWrite(strapi, uid, documentId);
    return { recorded: false, freed: [] };
  }
  await strapi.db.query(VERSION).create({
    data: {
      typeContenu: type,
      cible: documentId,
      date: new Date(),
      contenu: snapshot,
      fichiers: imageIdsOf(strapi, uid, snapshot),
      auteurId: author.documentId,
      auteurNom: String(author.nom ?? '').slice(0, 100),
      auteurPrenom: String(author.prenom ?? '').slice(0, 100),
      resume: (previous ? changed.join(', ') : 'création').slice(0, 500),
      restaureDe: restaureDe ? new Date(restaureDe) : null,
    },
  });
  const dropped = (await latest(strapi, type, documentId)).slice(versionsKept());
  if (!dropped.length) return { recorded: true, freed: [] };
  await strapi.db.query(VERSION).deleteMany({ where: { id: { $in: dropped.map((v) => v.id) } } });
  return { recorded: true, freed: dropped.flatMap((v) => imageIdsOf(strapi, uid, v.contenu)) };
}

export async function listVersions(strapi: Core.Strapi, type: ManagedType, documentId: string) {
  return (await latest(strapi, type, documentId)).map(toVersionSummary);
}

export async function findVersion(strapi: Core.Strapi, type: ManagedType, documentId: string, versionId: unknown): Promise<VersionRow> {
  const row =
    typeof versionId === 'string' && versionId.length <= 64
      ? ((await strapi.db
          .query(VERSION)
          .findOne({ where: { documentId: versionId, typeContenu: type, cible: documentId } })) as VersionRow | null)
      : null;
  if (!row) throw new NotFoundError('Version introuvable');
  return row;
}

/** Removes an item's versions (the item is erased for good); returns the upload ids they linked. */
export async function eraseVersions(strapi: Core.Strapi, type: ManagedType, documentId: string): Promise<number[]> {
  const rows = await latest(strapi, type, documentId);
  if (!rows.length) return [];
  await strapi.db.query(VERSION).deleteMany({ where: { id: { $in: rows.map((v) => v.id) } } });
  return rows.flatMap((v) => imageIdsOf(strapi, MANAGED_TYPES[type].uid, v.contenu));
}

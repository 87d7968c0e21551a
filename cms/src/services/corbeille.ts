// The corbeille (docs/product.md, "Corbeille"). A deleted item leaves its own table: its snapshot moves to
// the corbeille collection, which also links its images so nothing removes their files meanwhile.
// Every public read, back-office list and slug check therefore ignores it without knowing about the
// corbeille; a restore writes the snapshot back under the same documentId.
import type { Core } from '@strapi/strapi';
import { LANGS, type Caller, type CorbeilleElement, type Restauration, type ScopeAction } from '@teranga/domain';
import { scopedQuery } from './access-scope';
import { NotFoundError } from '../contract/errors';
import type { LocalizedUid } from '../contract/queries';
import {
  imageIdsOf,
  isManagedType,
  MANAGED_TYPES,
  mediaAttributes,
  takeSnapshot,
  writeSnapshot,
  type ManagedType,
  type Snapshot,
} from './content-snapshot';
import { removeUnusedFiles } from './uploads';
import { eraseVersions } from './versions';
import { slugsForRestore } from './localized-writer';
import { formerSlugsOf } from './slug-edits';
import { loggedByCaller } from '../setup/journal';
import { IMAGE_FIELDS } from './medias/fields';
import { linkTable } from './medias/uses';

const CORBEILLE = 'api::corbeille.corbeille';

type User = Caller & { email: string; prenom?: string; nom?: string };

interface CorbeilleRow {
  id: number;
  documentId: string;
  typeContenu: string;
  cible: string;
  titre: string;
  auteurId?: string | null;
  supprimeLe: string;
  supprimePar?: string;
  supprimeParId?: string;
  contenu: Snapshot;
}

/** How long an item stays in the corbeille before the cron task erases it. */
export const corbeilleRetentionDays = () => Number(process.env.TRASH_RETENTION_DAYS ?? 30);

const who = (user: User) => [user.prenom, user.nom].filter(Boolean).join(' ') || user.email;

export const toCorbeilleItem = (row: CorbeilleRow): CorbeilleElement => ({
  _id: row.cible,
  type: row.typeContenu as ManagedType,
  titre: row.titre ?? '',
  supprimeLe: new Date(row.supprimeLe).toISOString(),
  supprimePar: row.supprimePar ?? '',
});

/**
 * Moves an item to the corbeille, in the caller's transaction; the journal records the delete
 * (setup/journal.ts). The item's images stay, linked to its corbeille entry.
 */
export async function moveToCorbeille(strapi: Core.Strapi, type: ManagedType, documentId: string, user: User) {
  const { uid, titleAttribute } = MANAGED_TYPES[type];
  const snapshot = await takeSnapshot(strapi, uid, documentId);
  if (!snapshot) throw new NotFoundError('Élément introuvable');
  const reference = snapshot.fr ?? snapshot.default ?? Object.values(snapshot)[0];
  await strapi.db.query(CORBEILLE).create({
    data: {
      typeContenu: type,
      cible: documentId,
      titre: String(reference[titleAttribute] ?? '').slice(0, 200),
      auteurId: (reference.auteur as string | null) ?? null,
      supprimeLe: new Date(),
      supprimePar: who(user).slice(0, 150),
      supprimeParId: user.documentId,
      contenu: snapshot,
      fichiers: imageIdsOf(strapi, uid, snapshot),
    },
  });
  await strapi.documents(uid).delete({ documentId, ...(type === 'partenaires' ? {} : { locale: '*' }) });
}

/** The entries in the caller's scope (services/access-scope.ts); latest deletions first. */
export async function listCorbeille(strapi: Core.Strapi, user: Caller) {
  const rows = (await scopedQuery(strapi, CORBEILLE, user, 'corbeille', 'read').findMany({
    select: ['typeContenu', 'cible', 'titre', 'supprimeLe', 'supprimePar'],
    orderBy: [{ supprimeLe: 'desc' }, { id: 'desc' }],
  })) as CorbeilleRow[];
  return rows.map(toCorbeilleItem);
}

/** The corbeille entry if it is in the caller's scope for `action`; 404 otherwise, so existence does not leak. */
async function corbeilleEntry(
  strapi: Core.Strapi,
  type: unknown,
  documentId: unknown,
  user: Caller,
  action: ScopeAction,
): Promise<CorbeilleRow> {
  const row =
    isManagedType(type) && typeof documentId === 'string' && documentId.length <= 64
      ? ((await scopedQuery(strapi, CORBEILLE, user, 'corbeille', action).findOne({
          where: { typeContenu: type, cible: documentId },
        })) as CorbeilleRow | null)
      : null;
  if (!row) throw new NotFoundError('Élément introuvable dans la corbeille');
  return row;
}

/**
 * The snapshot with addresses no other item holds: each language's address and former addresses are
 * checked against every live item's addresses and former addresses of the type (services/localized-writer.ts
 * `slugsForRestore`); a former address another item holds is dropped, a taken address is numbered.
 */
async function withFreeSlugs(strapi: Core.Strapi, type: ManagedType, documentId: string, snapshot: Snapshot) {
  const contenu: Snapshot = { ...snapshot };
  const adressesModifiees: Restauration['adressesModifiees'] = [];
  const anciennesAdressesRetirees: Restauration['anciennesAdressesRetirees'] = [];
  for (const lang of LANGS) {
    const values = snapshot[lang];
    if (!values || typeof values.slug !== 'string' || !values.slug) continue;
    const uid = MANAGED_TYPES[type].uid as LocalizedUid;
    const restored = await slugsForRestore(strapi, uid, lang, values.slug, formerSlugsOf(values), documentId);
    contenu[lang] = { ...values, slug: restored.slug, ...('anciensSlugs' in values ? { anciensSlugs: restored.anciensSlugs } : {}) };
    if (restored.renamed) adressesModifiees.push({ langue: lang, avant: values.slug, apres: restored.slug });
    if (restored.dropped.length) anciennesAdressesRetirees.push({ langue: lang, adresses: restored.dropped });
  }
  return { contenu, adressesModifiees, anciennesAdressesRetirees };
}

/**
 * Brings an item back as it was, except for addresses another item took meanwhile: it never shares one
 * (withFreeSlugs). The answer names each changed address (`adressesModifiees`) and dropped former one.
 */
export async function restoreFromCorbeille(strapi: Core.Strapi, type: unknown, documentId: unknown, user: User): Promise<Restauration> {
  const row = await corbeilleEntry(strapi, type, documentId, user, 'update');
  const managed = row.typeContenu as ManagedType;
  const { uid, label } = MANAGED_TYPES[managed];
  const changes = await strapi.db.transaction(async () => {
    const { contenu, ...changed } = await withFreeSlugs(strapi, managed, row.cible, row.contenu);
    loggedByCaller(strapi, uid, row.cible);
    await writeSnapshot(strapi, uid, row.cible, contenu, { create: true });
    await strapi.db.query(CORBEILLE).delete({ where: { id: row.id } });
    await strapi
      .service('api::journal.journal')
      .record(user, { action: 'restauration', typeContenu: label, cible: row.cible, titre: row.titre });
    return changed;
  });
  return { ...toCorbeilleItem(row), ...changes };
}

/** Erases a corbeille entry, the item's versions and then the files nothing else uses. */
async function erase(strapi: Core.Strapi, row: CorbeilleRow, user: User | null) {
  const files = imageIdsOf(strapi, MANAGED_TYPES[row.typeContenu as ManagedType].uid, row.contenu);
  const versionFiles = await strapi.db.transaction(async () => {
    await strapi.db.query(CORBEILLE).delete({ where: { id: row.id } });
    const freed = await eraseVersions(strapi, row.typeContenu as ManagedType, row.cible);
    if (user)
      await strapi.service('api::journal.journal').record(user, {
        action: 'effacement',
        typeContenu: MANAGED_TYPES[row.typeContenu as ManagedType].label,
        cible: row.cible,
        titre: row.titre,
      });
    return freed;
  });
  await removeUnusedFiles(strapi, [...files, ...versionFiles]);
}

export async function eraseFromCorbeille(strapi: Core.Strapi, type: unknown, documentId: unknown, user: User) {
  const row = await corbeilleEntry(strapi, type, documentId, user, 'delete');
  await erase(strapi, row, user);
  return toCorbeilleItem(row);
}

/** The cron task: erases what has been in the corbeille longer than the retention; returns how many. */
export async function purgeCorbeille(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - corbeilleRetentionDays() * 86_400_000);
  const rows = (await strapi.db.query(CORBEILLE).findMany({ where: { supprimeLe: { $lt: cutoff } } })) as CorbeilleRow[];
  for (const row of rows) await erase(strapi, row, null);
  if (rows.length) strapi.log.info(`corbeille: erased ${rows.length} item(s) older than ${corbeilleRetentionDays()} days`);
  return rows.length;
}

/**
 * Takes a file out of every corbeille entry that keeps it (a media deleted while only trashed items use it,
 * services/medias/library.ts): the snapshot loses the image (a gallery its text at the same place, in
 * every language), so a restore brings the item back without it. In the caller's transaction.
 */
export async function dropFileFromCorbeille(strapi: Core.Strapi, fileId: number): Promise<void> {
  const t = linkTable(strapi);
  const ids = (await strapi.db.transaction(({ trx }) =>
    trx(t.name).select(`${t.id} as id`).where(t.type, CORBEILLE).where(t.file, fileId),
  )) as { id: number | string }[];
  if (ids.length === 0) return;
  const rows = (await strapi.db.query(CORBEILLE).findMany({
    where: { id: { $in: ids.map((r) => Number(r.id)) } },
    select: ['id', 'typeContenu', 'contenu'],
  })) as Pick<CorbeilleRow, 'id' | 'typeContenu' | 'contenu'>[];
  for (const row of rows) {
    if (!isManagedType(row.typeContenu)) continue;
    const { uid } = MANAGED_TYPES[row.typeContenu];
    const gallery = IMAGE_FIELDS[uid]?.texts === 'textesAlternatifs' ? 'textesAlternatifs' : null;
    const contenu: Snapshot = {};
    for (const [locale, values] of Object.entries(row.contenu)) {
      const next = { ...values };
      for (const name of mediaAttributes(strapi, uid)) {
        const value = next[name];
        if (Array.isArray(value)) {
          const at = value.indexOf(fileId);
          if (at < 0) continue;
          next[name] = value.filter((id) => id !== fileId);
          const texts = gallery ? next[gallery] : null;
          if (Array.isArray(texts)) next[gallery!] = texts.filter((_, i) => i !== at);
        } else if (value === fileId) next[name] = null;
      }
      contenu[locale] = next;
    }
    await strapi.db.query(CORBEILLE).update({ where: { id: row.id }, data: { contenu, fichiers: imageIdsOf(strapi, uid, contenu) } });
  }
}

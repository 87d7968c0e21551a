// An item's versions (services/versions.ts): the list, one version as it was, and a restore.
import type { LocaleRow } from '../../contract/documents';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { MANAGED_TYPES, snapshotAsRows, writeSnapshot } from '../../services/content-snapshot';
import { removeUnusedFiles } from '../../services/uploads';
import { loggedByCaller } from '../../setup/activity-log';
import { findVersion, listVersions, recordVersion, toVersionSummary } from '../../services/versions';
import { answer, documentsOf, documentFor, serialize } from './engine';

/** Newest first. */
export async function versions<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const doc = await documentFor(engine, String(ctx.params.id), ctx.state.user, 'read');
  ctx.body = { donnees: await listVersions(engine.strapi, engine.type, doc.reference.documentId) };
}

/** One version: its summary and the item as it was then, in the item's own answer shape. */
export async function version<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { strapi, type } = engine;
  const doc = await documentFor(engine, String(ctx.params.id), ctx.state.user, 'read');
  const found = await findVersion(strapi, type, doc.reference.documentId, ctx.params.versionId);
  const rows = (await snapshotAsRows(strapi, MANAGED_TYPES[type].uid, found.cible, found.contenu)) as LocaleRow[];
  ctx.body = { donnees: { ...toVersionSummary(found), valeurs: await serialize(engine, documentsOf(engine, rows)[0]) } };
}

/**
 * The item takes a version's values, a save like any other (itself a new version, when it changed
 * anything), logged as a `restauration` naming the version's date. Its slugs (and former ones),
 * creation date and author stay: a published address does not change.
 */
export async function restoreVersion<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { strapi, type } = engine;
  const user = ctx.state.user;
  const doc = await documentFor(engine, String(ctx.params.id), user, 'update');
  const documentId = doc.reference.documentId;
  const found = await findVersion(strapi, type, documentId, ctx.params.versionId);
  const { uid, label, titleAttribute } = MANAGED_TYPES[type];
  const freed = await strapi.db.transaction(async () => {
    // Logged here, as what it is, rather than as the modification (or publication) its write looks like.
    loggedByCaller(strapi, uid, documentId);
    await writeSnapshot(strapi, uid, documentId, found.contenu, {
      create: false,
      omit: ['slug', 'anciensSlugs', 'dateCreation', 'auteur'],
    });
    const { recorded, freed } = await recordVersion(strapi, type, documentId, user, { restaureDe: found.date });
    // Nothing changed (the item already was as the version holds it): no version, no journal line.
    if (recorded) {
      const values = found.contenu.fr ?? found.contenu.default ?? {};
      await strapi.service('api::journal.journal').record(user, {
        action: 'restauration',
        typeContenu: label,
        cible: documentId,
        titre: String(values[titleAttribute] ?? ''),
        versionDu: found.date,
      });
    }
    return freed;
  });
  await removeUnusedFiles(strapi, freed);
  ctx.body = await answer(engine, documentId);
}

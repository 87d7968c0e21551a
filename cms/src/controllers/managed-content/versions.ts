// An item's versions (services/versions.ts): the list, one version as it was, and a restore.
import type { LocaleRow } from '../../contract/documents';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { MANAGED_TYPES, snapshotAsRows, writeSnapshot } from '../../services/content-snapshot';
import { removeUnusedFiles } from '../../services/uploads';
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
 * The item takes a version's values, a save like any other (logged, itself a new version). Its slugs
 * (and former ones), creation date and author stay: a published address does not change.
 */
export async function restoreVersion<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { strapi, type } = engine;
  const user = ctx.state.user;
  const doc = await documentFor(engine, String(ctx.params.id), user, 'update');
  const documentId = doc.reference.documentId;
  const found = await findVersion(strapi, type, documentId, ctx.params.versionId);
  const freed = await strapi.db.transaction(async () => {
    // Logged as a modification (or publication) by the activity log, like any save.
    await writeSnapshot(strapi, MANAGED_TYPES[type].uid, documentId, found.contenu, {
      create: false,
      omit: ['slug', 'anciensSlugs', 'dateCreation', 'auteur'],
    });
    return recordVersion(strapi, type, documentId, user);
  });
  await removeUnusedFiles(strapi, freed);
  ctx.body = await answer(engine, documentId);
}

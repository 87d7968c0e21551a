// An item's versions (services/versions.ts): the list, one version as it was, and a restore of its content.
import { isPublished } from '@teranga/domain';
import type { LocaleRow } from '../../contract/documents';
import { refusedInput } from '../../contract/errors';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { MANAGED_TYPES, snapshotAsRows, writeSnapshot } from '../../services/content-snapshot';
import { removeUnusedFiles } from '../../services/uploads';
import { loggedByCaller } from '../../setup/journal';
import { findVersion, listVersions, recordVersion, toVersionSummary } from '../../services/versions';
import { answer, documentsOf, documentFor, serialize } from './engine';
import { publicationErrors } from './publishable';

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
 * What a restore leaves as it is: the item's state (published, draft, scheduled, a partner shown or
 * not) and publication date, which publishing and withdrawing change, not a restore; its slugs (and
 * former ones), creation date and author, so that a published address does not change.
 */
const KEPT_BY_RESTORE = ['etat', 'datePublication', 'actif', 'slug', 'anciensSlugs', 'dateCreation', 'auteur'];

/**
 * The item takes a version's content (its state stays, KEPT_BY_RESTORE), a save like any other (itself a
 * new version, when it changed anything), logged as a `restauration` naming the version's date. A
 * published item stays published, so its restored content must pass what publishing it would: the same
 * refusal as a save that publishes (`publicationErrors`), and nothing is stored.
 */
export async function restoreVersion<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { strapi, type } = engine;
  const user = ctx.state.user;
  const doc = await documentFor(engine, String(ctx.params.id), user, 'update');
  const documentId = doc.reference.documentId;
  const found = await findVersion(strapi, type, documentId, ctx.params.versionId);
  const { uid, label, titleAttribute } = MANAGED_TYPES[type];
  const freed = await strapi.db.transaction(async () => {
    // Logged here, as what it is, rather than as the modification its write looks like.
    loggedByCaller(strapi, uid, documentId);
    await writeSnapshot(strapi, uid, documentId, found.contenu, { create: false, omit: KEPT_BY_RESTORE });
    if (isPublished({ etat: doc.reference.etat })) {
      // Thrown inside the transaction: the restore is undone.
      const refusals = await publicationErrors(engine, documentId, new Date());
      if (refusals.length) throw refusedInput(refusals);
    }
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

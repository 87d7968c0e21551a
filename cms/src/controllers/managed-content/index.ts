// The back-office engine for the managed types (realisation, article, opportunite, and partenaire with
// `localized: false`): create, list, read, change and delete, with the access rules, validation before
// anything is stored, image checks and clean-up. Each type describes itself in a ManagedSpec
// (contract/managed.ts); each action is a module of this folder. The journal is written by
// setup/journal.ts, inside the same transactions.
import type { Core } from '@strapi/strapi';
import type { Caller } from '@teranga/domain';
import type { Context } from '../../contract/http';
import { typeDefinitionOf, type ManagedSpec, type Item } from '../../contract/managed';
import { controles } from './controles';
import { create } from './create';
import { remove } from './delete';
import { engineOf } from './engine';
import { findOne } from './get';
import { categories, list, listFor } from './list';
import { apercu } from './apercu';
import { publicationErrors } from './publishable';
import { presenceBeat, presenceLeave, presenceTakeOver } from './presence';
import { enLigne } from './en-ligne';
import { update } from './update';
import { confirmTraduction, traductionReviewOf } from './traductions';
import { restoreVersion, version, versions } from './versions';

export type { MediaPlan, Prepared, TypeDefinition, WriteContext } from '../../contract/managed';

export function createManagedContent<T extends Item>(strapi: Core.Strapi, spec: ManagedSpec<T>) {
  const engine = engineOf(strapi, typeDefinitionOf(spec));
  return {
    create: (ctx: Context) => create(engine, ctx),
    update: (ctx: Context) => update(engine, ctx),
    list: (ctx: Context) => list(engine, ctx),
    /** The list for a caller, also served by GET /opportunites to the back-office (its public controller). */
    listFor: (user: Caller, params?: unknown) => listFor(engine, user, params),
    categories: (ctx: Context) => categories(engine, ctx),
    findOne: (ctx: Context) => findOne(engine, ctx),
    apercu: (ctx: Context) => apercu(engine, ctx),
    controles: (ctx: Context) => controles(engine, ctx),
    /** Whether the item's public page shows its last save (GET …/admin/{id}/en-ligne). */
    enLigne: (ctx: Context) => enLigne(engine, ctx),
    delete: (ctx: Context) => remove(engine, ctx),
    versions: (ctx: Context) => versions(engine, ctx),
    version: (ctx: Context) => version(engine, ctx),
    restoreVersion: (ctx: Context) => restoreVersion(engine, ctx),
    confirmTraduction: (ctx: Context) => confirmTraduction(engine, ctx),
    /** What keeps a stored item from being published (the scheduler asks before publishing). */
    publicationErrors: (documentId: string, now: Date) => publicationErrors(engine, documentId, now),
    traductionReview: (ctx: Context) => traductionReviewOf(engine, ctx),
    presence: (ctx: Context) => presenceBeat(engine, ctx),
    takeOver: (ctx: Context) => presenceTakeOver(engine, ctx),
    leave: (ctx: Context) => presenceLeave(engine, ctx),
  };
}

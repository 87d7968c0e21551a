// DELETE /{type}/{id}: to the corbeille (services/corbeille.ts); its images stay with it until it is erased.
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { moveToCorbeille } from '../../services/corbeille';
import { documentFor } from './engine';

export async function remove<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const doc = await documentFor(engine, String(ctx.params.id), ctx.state.user, 'delete');
  // The journal's entry comes with the delete (setup/journal.ts), in the same transaction.
  await engine.strapi.db.transaction(() => moveToCorbeille(engine.strapi, engine.type, doc.reference.documentId, ctx.state.user));
  ctx.body = { success: true, _id: doc.reference.documentId };
}

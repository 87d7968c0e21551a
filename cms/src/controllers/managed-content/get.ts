// GET /{type}/admin/{id}: one item the caller may manage (404 otherwise).
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { documentFor, serialize } from './engine';

export async function findOne<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  ctx.body = await serialize(engine, await documentFor(engine, String(ctx.params.id), ctx.state.user, 'read'));
}

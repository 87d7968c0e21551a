// POST /{type}: a new item, written as a whole (write.ts), answered with 201.
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { answer } from './engine';
import { write } from './write';

export async function create<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const documentId = await write(engine, ctx, 'create', null);
  ctx.status = 201;
  ctx.body = await answer(engine, documentId);
}

// PATCH /{type}/{id}: what the form sends changes, the rest stays; a newer stored item is not overwritten.
import { frenchMessage } from '@teranga/domain';
import { conflict } from '../../contract/errors';
import { parseForm } from '../../contract/form';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { isStaleEdit } from '../../rules/edit-conflict';
import { answer, documentFor } from './engine';
import { write } from './write';

export async function update<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const current = await documentFor(engine, String(ctx.params.id), ctx.state.user, 'update');
  // The version the editor started from, when the client sends it: a newer stored item is not overwritten.
  const from = parseForm(ctx.request.body).dateModification;
  if (from !== undefined) {
    const stored = (await answer(engine, current.reference.documentId)) as { dateModification?: string | null };
    if (isStaleEdit(from, stored.dateModification ?? null)) throw conflict(frenchMessage('edition.conflict'), 'edition.conflict', stored);
  }
  await write(engine, ctx, 'edit', current);
  ctx.body = await answer(engine, current.reference.documentId);
}

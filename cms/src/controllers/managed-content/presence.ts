// Presence on an item's edit form (docs/product.md, "Présence"), for whoever may open the item
// (advisers their own items only, 404 otherwise): PUT …/presence is the form's heartbeat, POST
// …/presence/prendre takes the item over, DELETE …/presence says the form was closed. Each carries the
// page's random `session` (the body's, or the query's for DELETE); the answer is what that session is told.
import { fieldError, isPresenceSession } from '@teranga/domain';
import { validationError } from '../../contract/errors';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { nowMs } from '../../services/clock';
import { heartbeat, leave, presenceStore, takeItemOver, type PresenceCaller } from '../../services/presence';
import { manageable } from './engine';

interface Named {
  documentId: string;
  prenom?: string | null;
  nom?: string | null;
  email?: string | null;
}

/** The item's key in the store and the caller's session, once the caller may open the item. */
async function caller<T extends Item>(engine: Engine<T>, ctx: Context): Promise<{ element: string; who: PresenceCaller }> {
  const user = ctx.state.user as Named & Parameters<typeof manageable>[2];
  const doc = await manageable(engine, String(ctx.params.id), user);
  const body = (ctx.request.body ?? {}) as { session?: unknown };
  const page = body.session ?? ctx.query.session;
  if (!isPresenceSession(page)) {
    const error = fieldError('session', 'presence.session');
    throw validationError(error.message, [error], { code: 'presence.session' });
  }
  const nom = `${user.prenom ?? ''} ${user.nom ?? ''}`.trim() || (user.email ?? '');
  return {
    element: `${engine.type}:${doc.reference.documentId}`,
    // The user's id in the key: another user cannot beat, take over or leave in someone else's name.
    who: { session: `${user.documentId}.${page}`, user: user.documentId, nom },
  };
}

export async function presenceBeat<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { element, who } = await caller(engine, ctx);
  ctx.body = await heartbeat(presenceStore(engine.strapi), element, who, nowMs());
}

export async function presenceTakeOver<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { element, who } = await caller(engine, ctx);
  ctx.body = await takeItemOver(presenceStore(engine.strapi), element, who, nowMs());
}

export async function presenceLeave<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { element, who } = await caller(engine, ctx);
  await leave(presenceStore(engine.strapi), element, who.session);
  ctx.status = 204;
}

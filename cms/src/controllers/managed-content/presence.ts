// Presence on an item's edit form (docs/product.md, "Présence"), for whoever may open the item
// (advisers their own items only, 404 otherwise): PUT …/presence is the form's heartbeat, POST
// …/presence/prendre takes the item over, DELETE …/presence says the form was closed. Each carries the
// page's random `session` (the body's, or the query's for DELETE); the answer is what that session is told,
// with the item's `dateModification`, so a form that reads it follows the saves.
import { fieldError, isPresenceSession, type PresenceAnswer } from '@teranga/domain';
import type { LocalizedDocument } from '../../contract/documents';
import { validationError } from '../../contract/errors';
import { lastModified } from '../../contract/serializers';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { nowMs } from '../../services/clock';
import { heartbeat, leave, presenceStore, takeItemOver, type PresenceCaller } from '../../services/presence';
import { documentFor } from './engine';

interface Named {
  documentId: string;
  prenom?: string | null;
  nom?: string | null;
  email?: string | null;
}

/** The item's key in the store and the caller's session, once the caller may open the item. */
async function caller<T extends Item>(
  engine: Engine<T>,
  ctx: Context,
): Promise<{ doc: LocalizedDocument; element: string; who: PresenceCaller }> {
  const user = ctx.state.user as Named & Parameters<typeof documentFor>[2];
  const doc = await documentFor(engine, String(ctx.params.id), user, 'update');
  const body = (ctx.request.body ?? {}) as { session?: unknown };
  const page = body.session ?? ctx.query.session;
  if (!isPresenceSession(page)) {
    const error = fieldError('session', 'presence.session');
    throw validationError(error.message, [error], { code: 'presence.session' });
  }
  const nom = `${user.prenom ?? ''} ${user.nom ?? ''}`.trim() || (user.email ?? '');
  return {
    doc,
    element: `${engine.type}:${doc.reference.documentId}`,
    // The user's id in the key: another user cannot beat, take over or leave in someone else's name.
    who: { session: `${user.documentId}.${page}`, user: user.documentId, nom },
  };
}

export async function presenceBeat<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { doc, element, who } = await caller(engine, ctx);
  const answer: PresenceAnswer = {
    ...(await heartbeat(presenceStore(engine.strapi), element, who, nowMs())),
    dateModification: lastModified(doc),
  };
  ctx.body = answer;
}

export async function presenceTakeOver<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { doc, element, who } = await caller(engine, ctx);
  const answer: PresenceAnswer = {
    ...(await takeItemOver(presenceStore(engine.strapi), element, who, nowMs())),
    dateModification: lastModified(doc),
  };
  ctx.body = answer;
}

export async function presenceLeave<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { element, who } = await caller(engine, ctx);
  await leave(presenceStore(engine.strapi), element, who.session);
  ctx.status = 204;
}

// Presence on the edit forms (docs/product.md, "Présence"): a heartbeat, "Prendre la main" and leaving,
// each answering what the session is told (packages/domain/src/presence.ts). The store is Redis or the
// database (./store.ts); `now` is the CMS's clock, which the tests move instead of waiting.
import { beat, PRESENCE_TTL_MS, presenceFor, takeOver, type PresenceView } from '@teranga/domain';
import type { PresenceStore } from './store';

export { closePresenceStore, databasePresence, presenceStore, redisPresence, type PresenceStore } from './store';

/** Who sends: the session (the user's id and the page's), the user and the name the others see. */
export interface PresenceCaller {
  session: string;
  user: string;
  nom: string;
}

async function current(store: PresenceStore, element: string, now: number) {
  await store.prune(element, now - PRESENCE_TTL_MS);
  return store.list(element);
}

/** "I still have it open": stores the heartbeat and answers the presence as this session sees it. */
export async function heartbeat(store: PresenceStore, element: string, who: PresenceCaller, now: number): Promise<PresenceView> {
  const beats = await current(store, element, now);
  const mine = beat(
    beats.find((b) => b.session === who.session),
    who,
    now,
  );
  await store.save(element, mine);
  return presenceFor([...beats.filter((b) => b.session !== who.session), mine], who.session, now);
}

/** "Prendre la main": this session holds the item from now on; the one it replaces is told at its next heartbeat. */
export async function takeItemOver(store: PresenceStore, element: string, who: PresenceCaller, now: number): Promise<PresenceView> {
  const beats = await current(store, element, now);
  const others = beats.filter((b) => b.session !== who.session);
  const mine = beat(
    beats.find((b) => b.session === who.session),
    who,
    now,
  );
  const taken = takeOver([...others, mine], mine, now);
  await store.save(element, taken);
  return presenceFor([...others, taken], who.session, now);
}

/** The form was closed: the others stop seeing it at once. */
export async function leave(store: PresenceStore, element: string, session: string): Promise<void> {
  await store.remove(element, session);
}

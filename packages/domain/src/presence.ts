// Presence on an item's edit form (docs/product.md, "Présence"): each open form sends a heartbeat; a
// form not heard from for PRESENCE_TTL_MS is gone. One session holds the item (edits it): the one that
// took over last, else the first one opened that is still there; every other session reads it only.
// Pure: `now` (milliseconds) is always given, so the rule is tested without waiting.

/** A form not heard from for this long is gone. */
export const PRESENCE_TTL_MS = 30_000;
/** How often an open form says it is still there: three beats fit in the time to live. */
export const PRESENCE_HEARTBEAT_MS = 10_000;

/** One open edit form, as the store keeps it. */
export interface Heartbeat {
  /** The open form: its user's id and a random id of the page, so two tabs of one user are two sessions. */
  session: string;
  /** The user's documentId. */
  user: string;
  /** The name shown to the others. */
  nom: string;
  /** When the form was opened (its first heartbeat). */
  since: number;
  /** Its last heartbeat. */
  lastSeen: number;
  /** When it took over ("Prendre la main"), and from which session. */
  takenAt?: number | null;
  takenFrom?: string | null;
}

export type PresenceMode = 'edition' | 'lecture';

export interface PresentPerson {
  utilisateur: string;
  nom: string;
  /** ISO date: since when they have the item open. */
  depuis: string;
  mode: PresenceMode;
}

/** What one session is told at each heartbeat (the answer of PUT /{type}/admin/{id}/presence). */
export interface PresenceView {
  /** Whether this session edits the item or only reads it. */
  mode: PresenceMode;
  /** Who holds the item (null when nobody is there, which a session that beats never sees). */
  titulaire: { utilisateur: string; nom: string; depuis: string } | null;
  /** The others who have it open, one line per person (their own other tabs included). */
  presents: PresentPerson[];
  /** Who took the item over from this session, while they hold it. */
  reprisePar: { utilisateur: string; nom: string } | null;
}

/** What the CMS answers a form: its presence, and when the item was last saved (a form that reads it follows the saves). */
export interface PresenceAnswer extends PresenceView {
  dateModification: string | null;
}

/** The sessions still there at `now`: heard from less than `ttl` ago. */
export function alive(beats: readonly Heartbeat[], now: number, ttl = PRESENCE_TTL_MS): Heartbeat[] {
  return beats.filter((beat) => now - beat.lastSeen < ttl);
}

const bySession = (a: Heartbeat, b: Heartbeat) => (a.session < b.session ? -1 : a.session > b.session ? 1 : 0);

/** The session that edits the item: the last one that took over and is still there, else the first one opened. */
export function holderOf(beats: readonly Heartbeat[], now: number, ttl = PRESENCE_TTL_MS): Heartbeat | null {
  const present = alive(beats, now, ttl);
  const takers = present.filter((beat) => typeof beat.takenAt === 'number');
  if (takers.length) return [...takers].sort((a, b) => b.takenAt! - a.takenAt! || bySession(a, b))[0];
  return [...present].sort((a, b) => a.since - b.since || bySession(a, b))[0] ?? null;
}

/**
 * The heartbeat of `session` at `now`: a form still there keeps when it opened and whether it took
 * over; one that was gone (a laptop asleep for a minute) comes back as newly opened, behind the others.
 */
export function beat(
  previous: Heartbeat | null | undefined,
  who: { session: string; user: string; nom: string },
  now: number,
  ttl = PRESENCE_TTL_MS,
): Heartbeat {
  if (previous && previous.session === who.session && now - previous.lastSeen < ttl) return { ...previous, nom: who.nom, lastSeen: now };
  return { session: who.session, user: who.user, nom: who.nom, since: now, lastSeen: now, takenAt: null, takenFrom: null };
}

/** "Prendre la main": `mine` (already beating at `now`) holds the item from now on; the holder it replaces is kept to be told. */
export function takeOver(beats: readonly Heartbeat[], mine: Heartbeat, now: number, ttl = PRESENCE_TTL_MS): Heartbeat {
  const holder = holderOf(beats, now, ttl);
  if (holder?.session === mine.session) return mine;
  return { ...mine, takenAt: now, takenFrom: holder?.session ?? null };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What `session` is told: its mode, the holder, the others present, and who took over from it. */
export function presenceFor(beats: readonly Heartbeat[], session: string, now: number, ttl = PRESENCE_TTL_MS): PresenceView {
  const present = alive(beats, now, ttl);
  const holder = holderOf(present, now, ttl);
  const people = new Map<string, PresentPerson>();
  for (const other of [...present].sort((a, b) => a.since - b.since || bySession(a, b))) {
    if (other.session === session) continue;
    const mode: PresenceMode = other.session === holder?.session ? 'edition' : 'lecture';
    const known = people.get(other.user);
    if (known) known.mode = known.mode === 'edition' ? 'edition' : mode;
    else people.set(other.user, { utilisateur: other.user, nom: other.nom, depuis: iso(other.since), mode });
  }
  const editing = !holder || holder.session === session;
  return {
    mode: editing ? 'edition' : 'lecture',
    titulaire: holder ? { utilisateur: holder.user, nom: holder.nom, depuis: iso(holder.since) } : null,
    presents: [...people.values()],
    reprisePar: holder && !editing && holder.takenFrom === session ? { utilisateur: holder.user, nom: holder.nom } : null,
  };
}

/** A page's random id as the client sends it: 8 to 64 letters, digits, '-' or '_'. */
export function isPresenceSession(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{8,64}$/.test(value);
}

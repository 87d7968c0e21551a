// Presence on an item's edit form (docs/product.md, "Présence"): while the form is open it says so
// every PRESENCE_HEARTBEAT_MS (and at once when the tab is shown again), and learns who else has the item
// open and who edits it (packages/domain/src/presence.ts decides, on the CMS). Closing the form or the
// page says it at once; a form that stops beating is gone for the others within 30 s.
import { PRESENCE_HEARTBEAT_MS, type PresenceAnswer, type PresenceView } from '@teranga/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dataProvider, type PresenceKind } from '../api/provider';

/** The page's own id for the CMS: a user with two tabs open has two forms. */
export function newPresenceSession(): string {
  return crypto.randomUUID();
}

export interface Presence {
  /** Whether this form edits the item; false when someone else holds it. */
  readOnly: boolean;
  /** Who edits the item, when it is someone else (or this user's other tab). */
  holder: PresenceView['titulaire'];
  /** The others with the item open. */
  others: PresenceView['presents'];
  /** Who took the item over from this form; kept until this form edits again. */
  takenOverBy: { utilisateur: string; nom: string } | null;
  /** When the item was last saved, as of the last heartbeat. */
  dateModification: string | null;
  /** "Prendre la main". */
  takeOver: () => void;
}

/**
 * The presence of the form of `kind`/`id` (nothing on create, `id` undefined, nor for a kind without
 * presence, `kind` null). `intervalMs` is the heartbeat's period; a failed heartbeat keeps what was
 * last known (the save's 409 stays the last net).
 */
export function usePresence(kind: PresenceKind | null, id: string | undefined, intervalMs = PRESENCE_HEARTBEAT_MS): Presence | null {
  const [session] = useState(newPresenceSession);
  const [view, setView] = useState<PresenceAnswer | null>(null);
  const [takenOverBy, setTakenOverBy] = useState<Presence['takenOverBy']>(null);
  const alive = useRef(true);
  // Answers are shown in the order their calls were sent: a heartbeat answered after "Prendre la main"
  // but sent before it is older news.
  const sent = useRef(0);
  const shown = useRef(0);

  const send = useCallback((call: () => Promise<PresenceAnswer>) => {
    const order = ++sent.current;
    call().then(
      (answer) => {
        if (!alive.current || order < shown.current) return;
        shown.current = order;
        setView(answer);
        if (answer.mode === 'edition') setTakenOverBy(null);
        else if (answer.reprisePar) setTakenOverBy(answer.reprisePar);
      },
      () => {},
    );
  }, []);

  useEffect(() => {
    if (!id || !kind) return undefined;
    alive.current = true;
    const beat = () => send(() => dataProvider.presence.beat(kind, id, session));
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    const leave = () => dataProvider.presence.leave(kind, id, session).catch(() => {});
    beat();
    const timer = window.setInterval(beat, intervalMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', leave);
    return () => {
      alive.current = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', leave);
      void leave();
    };
  }, [kind, id, session, intervalMs, send]);

  if (!id || !kind || !view) return null;
  return {
    readOnly: view.mode === 'lecture',
    holder: view.titulaire,
    others: view.presents,
    takenOverBy,
    dateModification: view.dateModification,
    takeOver: () => send(() => dataProvider.presence.takeOver(kind, id, session)),
  };
}

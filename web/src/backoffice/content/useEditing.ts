// The form hooks of the editing aids (docs/product.md §4, "Editing aids"): the draft kept every few
// seconds and offered back on reopening, and the warning before leaving unsaved changes.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { clearDraft, readDraft, saveDraft, type Draft } from './editing';
import { holdHistory } from './history-guard';

/** How often a changed form is kept. */
export const DRAFT_INTERVAL_MS = 3000;

/**
 * Keeps `state` under `key` every few seconds once it differs from `initial`; the draft found on
 * opening is offered (`offer`) until it is restored or discarded. `clear` is for a save that leaves
 * the form or a discard; `rebase` for a save that stays on it (what was saved is the new start).
 */
export function useDraft<S>(key: string, state: S, initial: S) {
  const [offer, setOffer] = useState<Draft<S> | null>(() => readDraft<S>(key));
  const latest = useRef(state);
  // Once saved or discarded, nothing more is kept (a last tick could otherwise bring the draft back).
  const [stopped, setStopped] = useState(false);
  // The initial state as it was on opening (the form keeps it), or as last saved, compared by value.
  const [start, setStart] = useState(() => JSON.stringify(initial));
  const dirty = JSON.stringify(state) !== start;
  useEffect(() => {
    latest.current = state;
  }, [state]);
  useEffect(() => {
    // Nothing is kept while an older draft waits for an answer: it would be overwritten.
    if (!dirty || offer || stopped) return undefined;
    const timer = window.setInterval(() => saveDraft(key, latest.current), DRAFT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [key, dirty, offer, stopped]);
  return {
    offer,
    dirty,
    /** The offered draft's state, and no more offer. */
    take: () => {
      setOffer(null);
      return offer?.state ?? null;
    },
    discard: () => {
      clearDraft(key);
      setOffer(null);
    },
    clear: () => {
      setStopped(true);
      clearDraft(key);
    },
    rebase: (saved: S) => {
      clearDraft(key);
      setStart(JSON.stringify(saved));
    },
  };
}

/** The router's position in the session history (React Router keeps it in `history.state.idx`). */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * While `active`, closing or reloading the tab asks the browser's confirmation, and leaving inside the
 * back-office asks `message` first: a click on a link of the page (the menu, the cancel link), or the
 * browser's back and forward buttons. `onLeave` runs when the editor confirms.
 *
 * The back button: the history guard (history-guard.ts) shows the move to this form before the router;
 * refused, it is hidden from the router and the history goes back to the form's entry; confirmed, the
 * event goes on to the router.
 */
export function useLeaveGuard(active: boolean, message: string, onLeave?: () => void) {
  const { key } = useLocation();
  const formIndex = useRef<number | null>(null);
  useEffect(() => {
    formIndex.current = historyIndex(window.history.state);
  }, [key]);
  useEffect(() => {
    if (!active) return undefined;
    let leaving = false;
    let restoring = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || link.hasAttribute('download')) return;
      // A link to a place on this page (the error summary's links to their fields) leaves nothing.
      if (link.getAttribute('href')?.startsWith('#')) return;
      // A link inside the formatted-text editor is being edited, not followed.
      if (link.closest('[contenteditable="true"]')) return;
      if (window.confirm(message)) {
        leaving = true;
        onLeave?.();
      } else {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const popState = (event: PopStateEvent) => {
      if (leaving) return;
      if (restoring) {
        // The move back to the form, which the router never saw leave.
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (window.confirm(message)) {
        leaving = true;
        onLeave?.();
        return;
      }
      event.stopImmediatePropagation();
      const from = formIndex.current;
      const to = historyIndex(event.state);
      if (from !== null && to !== null && from !== to) {
        restoring = true;
        window.history.go(from - to);
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const releaseHistory = holdHistory(popState);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      releaseHistory();
    };
  }, [active, message, onLeave]);
}

// The form hooks of the editing aids (docs/product.md §4, "Editing aids"): the draft kept every few
// seconds and offered back on reopening, and the page's dialog before leaving unsaved changes.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { historyIndex, useLocation } from '../router';
import { useConfirm, type ConfirmRequest } from '../ui/ConfirmDialog';
import { clearDraft, readDraft, saveDraft, type Draft } from './editing';
import { holdHistory } from './history-guard';

/** How often a changed form is kept. */
export const DRAFT_INTERVAL_MS = 3000;

/**
 * Keeps `state` under `key` every few seconds once it differs from `initial`; the draft found on
 * opening is offered (`offer`) until it is restored or discarded. A null `key` keeps nothing (a form
 * holding a password): only whether the form changed is told. `clear` is for a save that leaves
 * the form or a discard; `rebase` for a save that stays on it (what was saved is the new start).
 */
export function useDraft<S>(key: string | null, state: S, initial: S) {
  const [offer, setOffer] = useState<Draft<S> | null>(() => (key ? readDraft<S>(key) : null));
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
    if (!key || !dirty || offer || stopped) return undefined;
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
      if (key) clearDraft(key);
      setOffer(null);
    },
    clear: () => {
      setStopped(true);
      if (key) clearDraft(key);
    },
    rebase: (saved: S) => {
      if (key) clearDraft(key);
      setStart(JSON.stringify(saved));
    },
  };
}

/**
 * While `active`, closing or reloading the tab asks the browser's confirmation (the only prompt a page
 * may show then), and leaving inside the back-office asks `request` in the page's own dialog first: a
 * click on a link of the page (the menu, the form's "Annuler" link), or the browser's back and forward
 * buttons. `onLeave` runs when the editor confirms. Returns the dialog, for the form to render.
 *
 * A link: its click is held while the dialog asks; confirmed, the link is clicked again and followed.
 * The back button: the history guard (history-guard.ts) shows the move to this form before the router;
 * it is hidden from the router and the history goes back to the form's entry while the dialog asks;
 * confirmed, the same move is made again and reaches the router.
 */
export function useLeaveGuard(active: boolean, request: ConfirmRequest, onLeave?: () => void): ReactNode {
  const { key } = useLocation();
  const formIndex = useRef<number | null>(null);
  const [dialog, ask] = useConfirm();
  // Set once the editor chose to leave: the move they asked for then goes through unasked.
  const leaving = useRef(false);
  const latest = useRef({ request, onLeave });
  useEffect(() => {
    latest.current = { request, onLeave };
  });
  useEffect(() => {
    formIndex.current = historyIndex(window.history.state);
  }, [key]);
  useEffect(() => {
    if (!active) return undefined;
    let restoring = false;
    const leave = () => {
      leaving.current = true;
      latest.current.onLeave?.();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (leaving.current) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLElement) || link.getAttribute('target') === '_blank' || link.hasAttribute('download')) return;
      // A link to a place on this page (the error summary's links to their fields) leaves nothing.
      if (link.getAttribute('href')?.startsWith('#')) return;
      // A link inside the formatted-text editor is being edited, not followed.
      if (link.closest('[contenteditable="true"]')) return;
      event.preventDefault();
      event.stopPropagation();
      void ask(latest.current.request).then((confirmed) => {
        if (!confirmed || !link.isConnected) return;
        leave();
        link.click();
      });
    };
    const popState = (event: PopStateEvent) => {
      if (restoring) {
        // The move back to the form, which the router never saw leave.
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (leaving.current) return;
      event.stopImmediatePropagation();
      const from = formIndex.current;
      const to = historyIndex(event.state);
      const known = from !== null && to !== null && from !== to;
      if (known) {
        restoring = true;
        window.history.go(from - to);
      }
      void ask(latest.current.request).then((confirmed) => {
        if (!confirmed) return;
        leave();
        if (known) window.history.go(to - from);
        // Without the router's positions the move cannot be made again: the router hears it now.
        else window.dispatchEvent(new PopStateEvent('popstate', { state: event.state }));
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const releaseHistory = holdHistory(popState);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      releaseHistory();
    };
  }, [active, ask]);
  return dialog;
}

// What every modal <dialog> of the back-office does (the confirmation, the merge choices, "Planifier…",
// the media panel): drawn over the page with the rest inert, the focus on its first control (or the one
// given), Tab and Shift+Tab going round inside, and the focus given back to what opened it.
import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

export const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Opens `ref`'s dialog as a modal once mounted, focuses `focusFirst` in it, and closes it (focus back) after. */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, focusFirst: string = FOCUSABLE) {
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog?.querySelector<HTMLElement>(focusFirst)?.focus();
    return () => {
      if (dialog?.open) dialog.close?.();
      // Back to the control that opened it, when it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
    // Once per dialog shown (its owner mounts it to open it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Keeps Tab inside the dialog: from its last control to its first, and back. `reachable` narrows the controls. */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>, reachable: (el: HTMLElement) => boolean = () => true) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(reachable);
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

// The browser's back and forward buttons, held for a form with unsaved changes (useLeaveGuard).
//
// The router hears `popstate` and, as React renders its update at once, the form is gone before any
// listener added later could ask. So one listener is added when the back-office starts, before the
// router's, and passes the event to the form's handler, which may hide it from the router.

type PopStateHandler = (event: PopStateEvent) => void;

let handler: PopStateHandler | null = null;
let installed = false;

/** Call once, before the router starts (main.tsx). */
export function installHistoryGuard(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('popstate', (event) => handler?.(event));
}

/** Makes `onPopState` see every history move first; returns the release. */
export function holdHistory(onPopState: PopStateHandler): () => void {
  handler = onPopState;
  return () => {
    if (handler === onPopState) handler = null;
  };
}

// A screen's code the server no longer has: the site was rebuilt with a newer back-office while this page
// stayed open, so the chunk names this page knows are gone (Vite reports it as `vite:preloadError`). The
// page loads its address again, which brings the new code, once: a second failure within a minute is
// shown as the error it is rather than reloading in a loop. A form with unsaved changes still asks first
// (the browser's leave prompt).

const KEY = 'bo-stale-code-reload';
/** How long after a reload another failure is an error, not stale code. */
export const RELOAD_QUIET_MS = 60_000;

/** Whether to reload, given when the page last reloaded for stale code (null: never). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  // A clock set back since then counts as long ago.
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= RELOAD_QUIET_MS;
}

function lastReload(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function installStaleCodeReload(win: Window = window, now: () => number = Date.now) {
  win.addEventListener('vite:preloadError', (event) => {
    if (!shouldReload(lastReload(), now())) return;
    try {
      sessionStorage.setItem(KEY, String(now()));
    } catch {
      return; // without storage a loop could not be told apart: let the error show
    }
    event.preventDefault();
    win.location.reload();
  });
}

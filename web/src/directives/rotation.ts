// `client:rotation`: hydrates an island at the first interaction with it, or when its first automatic
// change is due, whichever comes first. The gallery's first view is its server-rendered image, so
// React is not needed while the page loads; it arrives in time to rotate at ROTATION_MS.
import type { ClientDirective } from 'astro';

/** Hydration starts this long before the first rotation, so the island is ready when it is due. */
export const LEAD_MS = 1000;
export const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Milliseconds from now until hydration: `dueMs` counts from when the page was shown. */
export function hydrationDelay(dueMs: number, elapsedMs: number): number {
  return Math.max(0, dueMs - LEAD_MS - elapsedMs);
}

const rotation: ClientDirective = (load, options, el) => {
  const due = Number(options.value) || 5000;
  let started = false;
  // A click while the island's script is on its way (a thumbnail, the next button) is given to the
  // island once it is there, instead of being lost.
  let pending: HTMLElement | null = null;
  const remember = (event: Event) => {
    pending = (event.target as Element | null)?.closest?.('button') ?? pending;
  };
  const hydrate = async () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    for (const name of WAKE_EVENTS) el.removeEventListener(name, hydrate);
    const render = await load();
    el.removeEventListener('click', remember, true);
    await render();
    const clicked = pending as HTMLElement | null;
    if (clicked?.isConnected) clicked.click();
  };
  el.addEventListener('click', remember, true);
  for (const name of WAKE_EVENTS) el.addEventListener(name, hydrate, { passive: true });
  const timer = setTimeout(hydrate, hydrationDelay(due, performance.now()));
};

export default rotation;

// The panel's renders (docs/backoffice.md, "Aperçu"): a pause after the last change, then one render;
// a new render aborts the one in flight, so a form has one render at a time and the last values win.
// Typing never waits for it: scheduling only (re)starts a timer.

/** The pause after the last change before the panel renders again. */
export const REFRESH_DELAY_MS = 400;

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

export interface Refresher {
  /** A change: the render starts once `delay` passes without another. */
  schedule(): void;
  /** Renders now (the panel opening, the language tab changing). */
  now(): void;
  /** Drops the pending render and aborts the one in flight (the panel closing). */
  cancel(): void;
}

/** `render` runs with a signal that aborts when a later render starts or the refresher is cancelled. */
export function createRefresher(
  render: (signal: AbortSignal) => Promise<unknown>,
  delay = REFRESH_DELAY_MS,
  timers: Timers = globalThis as unknown as Timers,
): Refresher {
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer as never);
    timer = null;
  };
  const now = () => {
    clear();
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    void render(controller.signal)
      .catch(() => undefined)
      .finally(() => {
        if (inFlight === controller) inFlight = null;
      });
  };
  return {
    schedule() {
      clear();
      timer = timers.setTimeout(now, delay);
    },
    now,
    cancel() {
      clear();
      inFlight?.abort();
      inFlight = null;
    },
  };
}

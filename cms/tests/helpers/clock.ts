// A clock the test drives: time moves only when the test says so, and the callbacks that come due run
// then, their promises awaited. Put in charge of a CMS's rebuild debounce (setRebuildClock), it lets a test
// check "one call after the quiet period" or "a call within the maximum wait" without waiting for either.
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';

const require = createRequire(import.meta.url);

interface Timer {
  at: number;
  fn: () => Promise<void> | void;
}

export class ManualClock {
  private time: number;
  private timers = new Set<Timer>();

  constructor(start = Date.now()) {
    this.time = start;
  }

  now = () => this.time;

  setTimeout = (fn: () => Promise<void> | void, ms: number): Timer => {
    const timer = { at: this.time + Math.max(0, ms), fn };
    this.timers.add(timer);
    return timer;
  };

  clearTimeout = (timer: unknown) => {
    this.timers.delete(timer as Timer);
  };

  /** How many callbacks wait. */
  get pending() {
    return this.timers.size;
  }

  /** Moves time forward by `ms`, running each callback that comes due, in time order, and awaiting it. */
  async advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.timers].filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers.delete(next);
      this.time = Math.max(this.time, next.at);
      await next.fn();
    }
    this.time = end;
  }
}

/**
 * A clock on which every callback comes due at once, whatever its delay (no debounce at all), and whose
 * callbacks the test can wait for: what a write asks for is seen call by call, so a batch's single
 * rebuild shows that the batch held the calls back, not that a debounce merged them.
 */
export class ImmediateClock {
  private running = new Set<Promise<void>>();
  // How far a callback run early moved this clock ahead of the process's: when it runs, its moment has
  // come, so what it compares with the time (a stored request's due time) sees it due.
  private ahead = 0;
  now = () => Date.now() + this.ahead;
  setTimeout = (fn: () => Promise<void> | void, ms = 0) => {
    const at = this.now() + Math.max(0, ms);
    const due = () => {
      this.ahead = Math.max(this.ahead, at - Date.now());
      return fn();
    };
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(due).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  };
  clearTimeout = () => {};

  /** Waits until every callback (and any it caused) has run. */
  async settle() {
    while (this.running.size) await Promise.all(this.running);
  }
}

/**
 * `clock` in charge of the rebuild debounce of the worker's CMS (the compiled module Strapi loaded) for
 * the test file; the process's clock is put back after it.
 */
export function useRebuildClock<C extends ManualClock | ImmediateClock>(clock: C): C {
  const hook = () => require(`${process.env.CMS_TEST_DIST}/src/setup/rebuild-hook.js`);
  beforeAll(() => hook().setRebuildClock(clock));
  afterAll(() => hook().setRebuildClock());
  return clock;
}

/**
 * The time the worker's CMS computes its public answers at (src/services/clock.ts), set by the test file:
 * `set(date)` jumps there; the process's clock is put back after the file.
 */
export function useCmsClock() {
  const module = () => require(`${process.env.CMS_TEST_DIST}/src/services/clock.js`);
  afterAll(() => module().setClock());
  return {
    set: (date: Date) => module().setClock(() => date.getTime()),
    reset: () => module().setClock(),
  };
}

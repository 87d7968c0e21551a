// The CMS's time for the rules that depend on it (offers that expire, the public answers' cache and
// change journal, login throttling): the process's clock, which a test can replace to reach a moment
// (an offer's expiry, the end of a wait) without waiting for it.
let source: () => number = () => Date.now();

/** Milliseconds since the epoch. */
export const nowMs = (): number => source();
export const now = (): Date => new Date(source());

/** Puts `next` in charge (the process's clock without an argument). */
export function setClock(next: () => number = () => Date.now()) {
  source = next;
}

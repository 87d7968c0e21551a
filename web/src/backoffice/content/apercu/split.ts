// The side-by-side layout's preferences (docs/backoffice.md, "Aperçu"): whether the panel is open, where
// the separator stands and the panel's width, kept per person in the browser's storage.
import { isFrameSize, type FrameSize } from './sizes';

/** The form's share of the width, in percent, and its bounds. */
export const SPLIT = { min: 30, max: 70, initial: 50, step: 5 } as const;

export const clampSplit = (value: number): number => Math.min(SPLIT.max, Math.max(SPLIT.min, Math.round(value)));

/** Where the separator goes for a key (WAI-ARIA window splitter); null for a key it does not take. */
export function splitAfterKey(value: number, key: string, shift = false): number | null {
  const step = shift ? SPLIT.step * 2 : SPLIT.step;
  const moves: Record<string, number> = {
    ArrowLeft: value - step,
    ArrowRight: value + step,
    Home: SPLIT.min,
    End: SPLIT.max,
  };
  return key in moves ? clampSplit(moves[key]) : null;
}

export interface ApercuPrefs {
  open: boolean;
  split: number;
  size: FrameSize | null;
}

export const DEFAULT_PREFS: ApercuPrefs = { open: false, split: SPLIT.initial, size: null };

const PREFIX = 'teranga.apercu';
/** One choice per person: on a shared computer the next person finds their own. */
export const prefsKey = (userId: string | undefined) => `${PREFIX}.${userId ?? 'anonyme'}`;

/** The stored preferences, each value checked; the defaults for what is missing or unreadable. */
export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined, userId: string | undefined): ApercuPrefs {
  try {
    const raw = JSON.parse(storage?.getItem(prefsKey(userId)) ?? 'null') as Partial<Record<keyof ApercuPrefs, unknown>> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_PREFS;
    return {
      open: raw.open === true,
      split: typeof raw.split === 'number' && Number.isFinite(raw.split) ? clampSplit(raw.split) : SPLIT.initial,
      size: isFrameSize(raw.size) ? raw.size : null,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

export function writePrefs(storage: Pick<Storage, 'setItem'> | undefined, userId: string | undefined, prefs: ApercuPrefs): void {
  try {
    storage?.setItem(prefsKey(userId), JSON.stringify(prefs));
  } catch {
    // A full or refused storage only loses the choice for next time.
  }
}

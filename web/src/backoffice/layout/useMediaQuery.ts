// Whether a media query matches, following its changes (the phone layout of the frame).
import { useSyncExternalStore } from 'react';

/** The width under which the frame folds its account and language into the menu (backoffice.css's breakpoint). */
export const NARROW = '(max-width: 52rem)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

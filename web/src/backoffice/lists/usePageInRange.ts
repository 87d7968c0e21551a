// A page past the last one (a bookmark, the last item of the last page deleted, a narrower search kept
// in the address) is brought back to the last page, in place of the address: never "Page 2 sur 1".
import { useEffect } from 'react';
import { pageCount, type ListState } from './state';

/** `total` is the server's count for the list's filters; undefined while it is unknown. */
export function usePageInRange(
  state: ListState,
  total: number | undefined,
  onChange: (next: ListState, options?: { replace?: boolean }) => void,
) {
  const last = total === undefined ? null : pageCount(total, state.taille);
  useEffect(() => {
    if (last !== null && state.page > last) onChange({ ...state, page: last }, { replace: true });
  }, [last, state, onChange]);
}

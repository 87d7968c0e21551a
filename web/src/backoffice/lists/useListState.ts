// A list's state lives in the address: each change is a new history entry, so a filtered list can
// be bookmarked and the back button returns to the previous search, filter, sort or page. A change
// made while typing, or a correction, replaces the entry instead (`replace`).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../router';
import type { ListName } from '@teranga/domain';
import { ownParams, readListState, withOwnParams, writeListState, type ListState } from './state';

export type ChangeList = (next: ListState, options?: { replace?: boolean }) => void;

/** `own`: the screen's own parameters (its filters beyond the list's), kept in the address as the list changes. */
export function useListState(list: ListName, own: readonly string[] = []): [ListState, ChangeList] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's text is the state
  const state = useMemo(() => readListState(params, list), [key, list]);
  const change = useCallback<ChangeList>(
    (next, options) =>
      setParams((current) => new URLSearchParams(withOwnParams(writeListState(next, list), ownParams(current, own))), {
        replace: options?.replace ?? false,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `own` is a screen's constant list
    [setParams, list],
  );
  return [state, change];
}

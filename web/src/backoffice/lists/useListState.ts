// A list's state lives in the address: each change is a new history entry, so a filtered list can
// be bookmarked and the back button returns to the previous search, filter, sort or page.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListName } from '@teranga/domain';
import { readListState, writeListState, type ListState } from './state';

export function useListState(list: ListName): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's text is the state
  const state = useMemo(() => readListState(params, list), [key, list]);
  const change = useCallback((next: ListState) => setParams(new URLSearchParams(writeListState(next, list))), [setParams, list]);
  return [state, change];
}

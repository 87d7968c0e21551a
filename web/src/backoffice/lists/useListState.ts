// A list's state lives in the address: each change is a new history entry, so a filtered list can
// be bookmarked and the back button returns to the previous search, filter, sort or page. A change
// made while typing, or a correction, replaces the entry instead (`replace`).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListName } from '@teranga/domain';
import { readListState, writeListState, type ListState } from './state';

export type ChangeList = (next: ListState, options?: { replace?: boolean }) => void;

export function useListState(list: ListName): [ListState, ChangeList] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's text is the state
  const state = useMemo(() => readListState(params, list), [key, list]);
  const change = useCallback<ChangeList>(
    (next, options) => setParams(new URLSearchParams(writeListState(next, list)), { replace: options?.replace ?? false }),
    [setParams, list],
  );
  return [state, change];
}

// A list screen's data: its state from the address, the page the server answers for it (a page past
// the last is brought back to the last), and the selection of rows (emptied when the page changes).
import { useEffect, useState } from 'react';
import { useSearchParams } from '../router';
import type { ListName, Page } from '@teranga/domain';
import { dataProvider } from '../api/provider';
import { useLoad, type Loaded } from '../ui/useLoad';
import { listApiQuery, ownParams, withOwnParams, type ListState } from './state';
import { useListState, type ChangeList } from './useListState';
import { usePageInRange } from './usePageInRange';

export interface PagedList<T> {
  state: ListState;
  setState: ChangeList;
  page: Loaded<Page<T>>;
  selected: Set<string>;
  setSelected: (next: Set<string>) => void;
}

/** `own`: the screen's own filters in the address (beyond the list's), sent to the server as they are. */
export function usePagedList<T>(list: ListName, own: readonly string[] = []): PagedList<T> {
  const [state, setState] = useListState(list, own);
  const [params] = useSearchParams();
  const query = withOwnParams(listApiQuery(state), ownParams(params, own));
  const page = useLoad((signal) => dataProvider.getPage<T>(list, query, signal), [list, query]);
  usePageInRange(state, page.loading ? undefined : page.data?.total, setState);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => setSelected(new Set()), [list, query, page.data]);
  return { state, setState, page, selected, setSelected };
}

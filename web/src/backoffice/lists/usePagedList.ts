// A list screen's data: its state from the address, the page the server answers for it (a page past
// the last is brought back to the last), and the selection of rows (emptied when the page changes).
import { useEffect, useState } from 'react';
import type { ListName, Page } from '@teranga/domain';
import { dataProvider } from '../api/provider';
import { useLoad, type Loaded } from '../ui/useLoad';
import { listApiQuery, type ListState } from './state';
import { useListState, type ChangeList } from './useListState';
import { usePageInRange } from './usePageInRange';

export interface PagedList<T> {
  state: ListState;
  setState: ChangeList;
  page: Loaded<Page<T>>;
  selected: Set<string>;
  setSelected: (next: Set<string>) => void;
}

export function usePagedList<T>(list: ListName): PagedList<T> {
  const [state, setState] = useListState(list);
  const query = listApiQuery(state);
  const page = useLoad((signal) => dataProvider.getPage<T>(list, query, signal), [list, query]);
  usePageInRange(state, page.loading ? undefined : page.data?.total, setState);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => setSelected(new Set()), [list, query, page.data]);
  return { state, setState, page, selected, setSelected };
}

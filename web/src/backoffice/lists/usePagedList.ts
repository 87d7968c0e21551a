// A list screen's data: its state from the address, the page the server answers for it, and the
// selection of rows (emptied when the page changes).
import { useEffect, useState } from 'react';
import type { ListName, Page } from '@teranga/domain';
import { dataProvider } from '../api/provider';
import { useLoad, type Loaded } from '../ui/useLoad';
import { listApiQuery, type ListState } from './state';
import { useListState } from './useListState';

export interface PagedList<T> {
  state: ListState;
  setState: (next: ListState) => void;
  page: Loaded<Page<T>>;
  selected: Set<string>;
  setSelected: (next: Set<string>) => void;
}

export function usePagedList<T>(list: ListName): PagedList<T> {
  const [state, setState] = useListState(list);
  const query = listApiQuery(state);
  const page = useLoad((signal) => dataProvider.getPage<T>(list, query, signal), [list, query]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => setSelected(new Set()), [list, query, page.data]);
  return { state, setState, page, selected, setSelected };
}

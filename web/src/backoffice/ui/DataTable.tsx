import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ariaSort, toggleSort, type ListState } from '../lists/state';

export interface Column<Row> {
  /** Column header text. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Marks the cell that names the row (a th with scope=row). */
  primary?: boolean;
  className?: string;
  /** The list's sort field this column's header sorts by (lists/state.ts). */
  sort?: string;
}

/** Sortable headers: the list's state and how to change it. */
export interface TableSort {
  state: ListState;
  onChange: (next: ListState) => void;
}

/** Row selection: a checkbox per row and one for the whole page. */
export interface TableSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  allLabel: string;
  rowLabel: (row: Row) => string;
}

/**
 * The list screens' table: a caption for screen readers, a horizontal scroll on phones, and
 * the empty message when there are no rows. Each cell carries its header for the stacked phone view.
 * Optionally, sortable headers (a button in each, aria-sort on the th) and row selection.
 */
export function DataTable<Row>(props: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The empty list's message, or what to show instead (lists/ListEmpty: no result for a search). */
  empty: ReactNode;
  sort?: TableSort;
  selection?: TableSelection<Row>;
  /**
   * 'rows': one line a row on a wide screen (cells do not wrap; the bo-col-title column takes the room
   * left and cuts its text), a compact card on a phone instead of the stacked cells (lists/lists.css).
   */
  variant?: 'rows';
}) {
  const { sort, selection } = props;
  if (!props.rows.length) return typeof props.empty === 'string' ? <EmptyState message={props.empty} /> : <>{props.empty}</>;
  const keys = props.rows.map((row) => String(props.rowKey(row)));
  const allSelected = Boolean(selection) && keys.every((key) => selection!.selected.has(key));
  const toggleAll = () => selection!.onChange(allSelected ? new Set() : new Set(keys));
  const toggleRow = (key: string) => {
    const next = new Set(selection!.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection!.onChange(next);
  };
  return (
    <div className="bo-table-wrap">
      <table className={props.variant ? `bo-table bo-table--${props.variant}` : 'bo-table'}>
        <caption className="bo-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="bo-select">
                <label className="bo-select-target">
                  <input type="checkbox" aria-label={selection.allLabel} checked={allSelected} onChange={toggleAll} />
                </label>
              </th>
            ) : null}
            {props.columns.map((column) =>
              sort && column.sort ? (
                <th key={column.header} scope="col" className={column.className} aria-sort={ariaSort(sort.state, column.sort)}>
                  <button type="button" className="bo-sort" onClick={() => sort.onChange(toggleSort(sort.state, column.sort!))}>
                    {column.header}
                  </button>
                </th>
              ) : (
                <th key={column.header} scope="col" className={column.className}>
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={keys[index]}>
              {selection ? (
                <td className="bo-select">
                  {/* The label is the checkbox's target, larger than the box on a touch screen. */}
                  <label className="bo-select-target">
                    <input
                      type="checkbox"
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.has(keys[index])}
                      onChange={() => toggleRow(keys[index])}
                    />
                  </label>
                </td>
              ) : null}
              {props.columns.map((column) =>
                column.primary ? (
                  <th key={column.header} scope="row" data-label={column.header} className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} data-label={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

export interface Column<Row> {
  /** Column header text. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Marks the cell that names the row (a th with scope=row). */
  primary?: boolean;
  className?: string;
}

/**
 * The list screens' table: a caption for screen readers, a horizontal scroll on phones, and
 * the empty message when there are no rows. Each cell carries its header for the stacked phone view.
 */
export function DataTable<Row>(props: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string | number; empty: string }) {
  if (!props.rows.length) return <EmptyState message={props.empty} />;
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption className="bo-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>
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

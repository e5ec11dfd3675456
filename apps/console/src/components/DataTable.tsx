import type { ReactNode } from 'react';

/** One column of a table: its name and what each row shows in it. */
interface DataColumn<T> {
  /** The column's name; on a phone, where each row is a card, also each cell's label. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's buttons: the name is for screen readers only, and a card shows them unlabelled. */
  actions?: boolean;
}

/**
 * A table of what the service listed: a caption that names it for screen readers (the section's
 * heading says it to the eye), a header row, and one row per item. Wide tables scroll inside
 * their panel; under 768 px each row becomes a card (panels.css).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.actions ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.actions ? (
                  <td key={column.header} className="data-table__actions">
                    {column.cell(row)}
                  </td>
                ) : (
                  <td key={column.header} data-label={column.header}>
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

import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  /** 'id' narrows the column, 'actions' aligns it right. */
  kind?: 'id' | 'actions';
  className?: string;
  render(row: T): ReactNode;
}

/**
 * A dashboard table in a card. Each cell carries its column name, so on phones the rows become
 * stacked cards (dashboard.css).
 */
export function DataTable<T extends { id: number }>({ rows, columns }: { rows: T[]; columns: Column<T>[] }) {
  const cls = (c: Column<T>) => [c.kind ? `col-${c.kind}` : '', c.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="card table-card">
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.kind ? `col-${c.kind}` : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.label} data-label={c.label} className={cls(c)}>
                  {c.kind === 'actions' ? <div className="row-actions">{c.render(row)}</div> : c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from "react";
import { adminTable } from "#app/components/admin/admin-page-header.tsx";
import { cn } from "#app/lib/cn.ts";

/** One column of an admin list: its heading and what each row shows in it. */
export interface AdminColumn<T> {
  header: string;
  /** Classes for the heading and the cells alike, e.g. "hidden md:table-cell" (a column a phone leaves out). */
  className?: string;
  /** Classes for the cells only (widths, truncation). */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

interface AdminTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: ReadonlyArray<AdminColumn<T>>;
  /** The row's buttons, in a last column "Actions" (usually `<RowActions>`). */
  actions?: (row: T) => ReactNode;
  /** For screen readers: what the table lists. */
  caption?: string;
  /** Said in one cell across the table when there are no rows (none: an empty body). */
  empty?: ReactNode;
  /** Rows being replaced (a new page or filter loading): dimmed and announced as busy. */
  busy?: boolean;
}

/**
 * The one admin list table (blog, portfolio, contacts, projects, content…): a heading row, a row per
 * record and its actions on the right, in the panel's table style (`adminTable`).
 */
export function AdminTable<T>({ rows, rowKey, columns, actions, caption, empty, busy }: AdminTableProps<T>) {
  const width = columns.length + (actions ? 1 : 0);
  return (
    <div className={cn(adminTable.wrapper, busy && "opacity-70 transition-opacity")} aria-busy={busy || undefined}>
      <table className={adminTable.table}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={adminTable.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn(adminTable.headCell, column.className)}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={cn(adminTable.headCell, "text-right")}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={adminTable.body}>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={width} className="px-4 py-12 text-center text-slate-600 dark:text-slate-300">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={adminTable.row}>
                {columns.map((column) => (
                  <td key={column.header} className={cn(adminTable.cell, column.className, column.cellClassName)}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? <td className={cn(adminTable.cell, "whitespace-nowrap text-right")}>{actions(row)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

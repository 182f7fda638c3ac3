/** A table of records: one column definition per column (header, cell, alignment), a caption for assistive technology. */
import type { Key, ReactNode } from "react"
import styles from "./Kit.module.css"

export type Column<R> = {
  readonly key: string
  readonly header: ReactNode
  readonly cell: (row: R) => ReactNode
  /** Numbers and actions line up at the end. */
  readonly end?: boolean
}

export type DataTableProps<R> = {
  caption: string
  columns: ReadonlyArray<Column<R>>
  rows: ReadonlyArray<R>
  rowKey: (row: R) => Key
  /** A test id on each row. */
  rowTestId?: string
  /** Smaller type and padding, for a table inside a page's section (an order's goods). */
  dense?: boolean
}

export function DataTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  dense = false,
}: DataTableProps<R>) {
  return (
    <table className={dense ? `${styles.table} ${styles.dense}` : styles.table}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.end === true ? styles.end : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((c) => (
              <td key={c.key} className={c.end === true ? styles.end : undefined}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A table of records in the design system's one table look (lib/ui/Table.module.css): one column
 * definition per column (header, cell, alignment), a caption for assistive technology.
 */
import type { Key, ReactNode } from "react"
import styles from "../ui/Table.module.css"

export type Column<R> = {
  readonly key: string
  readonly header: ReactNode
  readonly cell: (row: R) => ReactNode
  /** Numbers and actions line up at the end. */
  readonly end?: boolean
  /** A narrow column centred (a checkbox, a status). */
  readonly center?: boolean
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

const alignOf = (c: { end?: boolean; center?: boolean }): string | undefined =>
  c.end === true ? styles.end : c.center === true ? styles.center : undefined

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
            <th key={c.key} scope="col" className={alignOf(c)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((c) => (
              <td key={c.key} className={alignOf(c)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

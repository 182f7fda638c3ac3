/**
 * A paged table of a list resource whose data is a page (`data`, `current_page`, `last_page`): a
 * `PagedList` whose records are a table. `above` puts something over the table that only shows
 * with records (e.g. the total).
 */
import type { Key, ReactNode } from "react"
import { DataTable, type Column } from "./DataTable.tsx"
import { PagedList, type Page, type RowOf } from "./PagedList.tsx"
import type { Resource } from "./resource.ts"

export type PagedTableProps<P extends Page> = {
  resource: Resource<unknown, P>
  caption: string
  columns: ReadonlyArray<Column<RowOf<P>>>
  rowKey: (row: RowOf<P>) => Key
  /** A test id on each row. */
  rowTestId?: string
  /** The empty state (default 暂无数据). */
  empty?: ReactNode
  /** What the buyer can do when the list is empty. */
  emptyActions?: ReactNode
  /** Rows of the skeleton (the list's page size, default 10). */
  skeletonRows?: number
  /** The URL of a page of the list. */
  hrefOf: (page: number) => string
  /** Shown over the table while the page has records. */
  above?: (page: P) => ReactNode
}

export function PagedTable<P extends Page>({
  resource,
  caption,
  columns,
  rowKey,
  rowTestId,
  empty,
  emptyActions,
  skeletonRows,
  hrefOf,
  above,
}: PagedTableProps<P>) {
  return (
    <PagedList
      resource={resource}
      empty={empty}
      emptyActions={emptyActions}
      rows={skeletonRows}
      hrefOf={hrefOf}
    >
      {(records, page) => (
        <>
          {above?.(page)}
          <DataTable
            caption={caption}
            columns={columns}
            rows={records}
            rowKey={rowKey}
            rowTestId={rowTestId}
          />
        </>
      )}
    </PagedList>
  )
}

/**
 * A paged table of a list resource whose data is a page (`data`, `current_page`, `last_page`): the
 * list's states (skeleton, empty message, failure with 重新加载), the page's records as a table and
 * the pager under it. `above` puts something over the table that only shows with records (e.g. the
 * total).
 */
import type { Key, ReactNode } from "react"
import { DataTable, type Column } from "./DataTable.tsx"
import { ListState } from "./ListState.tsx"
import { PagerNav } from "./Pager.tsx"
import type { Resource } from "./resource.ts"

/** What a paged list answer carries for the table and the pager. */
export type Page = {
  readonly data: ReadonlyArray<unknown>
  readonly current_page: number
  readonly last_page: number
}

/** A record of the page. */
export type RowOf<P extends Page> = P["data"][number]

export type PagedTableProps<P extends Page> = {
  resource: Resource<unknown, P>
  caption: string
  columns: ReadonlyArray<Column<RowOf<P>>>
  rowKey: (row: RowOf<P>) => Key
  /** A test id on each row. */
  rowTestId?: string
  /** The empty state (default 暂无数据). */
  empty?: ReactNode
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
  skeletonRows,
  hrefOf,
  above,
}: PagedTableProps<P>) {
  return (
    <ListState
      resource={resource}
      isEmpty={(d) => d.data.length === 0}
      empty={empty}
      rows={skeletonRows}
    >
      {(d) => (
        <>
          {above?.(d)}
          <DataTable
            caption={caption}
            columns={columns}
            rows={d.data}
            rowKey={rowKey}
            rowTestId={rowTestId}
          />
          <PagerNav current={d.current_page} last={d.last_page} hrefOf={hrefOf} />
        </>
      )}
    </ListState>
  )
}

/**
 * A paged list of a list resource: the list's states (skeleton, empty message, failure with
 * 重新加载, through `ListState`), the page's records as the caller draws them and the pager under
 * them. The data is the page (`data`, `current_page`, `last_page`) or, with `pageOf`, holds it
 * (an answer whose page of goods comes with a title, a countdown…); the list is empty when the
 * page has no record.
 */
import type { ReactNode } from "react"
import { ListState } from "./ListState.tsx"
import { PagerNav } from "./Pager.tsx"
import type { Resource } from "./resource.ts"

/** What a paged list answer carries for the records and the pager. */
export type Page = {
  readonly data: ReadonlyArray<unknown>
  readonly current_page: number
  readonly last_page: number
}

/** A record of the page. */
export type RowOf<P extends Page> = P["data"][number]

type Common<A, P extends Page> = {
  resource: Resource<unknown, A>
  /** The empty state (default 暂无数据). */
  empty?: ReactNode
  /** What the buyer can do when the list is empty. */
  emptyActions?: ReactNode
  /** Rows of the skeleton (the list's page size, default 10). */
  rows?: number
  /** The URL of a page of the list. */
  hrefOf: (page: number) => string
  /** The page's records, drawn; the whole data comes along for what is shown beside them. */
  children: (records: P["data"], data: A) => ReactNode
  /** Shown under the pager (e.g. an activity's rules below its goods). */
  after?: (data: A) => ReactNode
}

export type PagedListProps<A, P extends Page> = Common<A, P> & {
  /** The page inside the data (default: the data is the page). */
  pageOf?: (data: A) => P
}

export function PagedList<P extends Page>(props: Common<P, P> & { pageOf?: undefined }): ReactNode
export function PagedList<A, P extends Page>(
  props: Common<A, P> & { pageOf: (data: A) => P },
): ReactNode
export function PagedList<A, P extends Page>({
  resource,
  pageOf = (data) => data as unknown as P,
  empty,
  emptyActions,
  rows,
  hrefOf,
  children,
  after,
}: PagedListProps<A, P>): ReactNode {
  return (
    <ListState
      resource={resource}
      isEmpty={(d) => pageOf(d).data.length === 0}
      empty={empty}
      emptyActions={emptyActions}
      rows={rows}
    >
      {(d) => {
        const page = pageOf(d)
        return (
          <>
            {children(page.data, d)}
            <PagerNav current={page.current_page} last={page.last_page} hrefOf={hrefOf} />
            {after?.(d)}
          </>
        )
      }}
    </ListState>
  )
}

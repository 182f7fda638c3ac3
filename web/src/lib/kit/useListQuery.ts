/**
 * A list's filters, page, sort and date range live in the URL query (core ListQuery): back and
 * forward walk through them, a reload keeps them, and a link can be shared. `useListQuery(spec)`
 * gives the values of the current URL, `change` (a buyer's change: pushes a new URL, back to page
 * 1 unless only the page changed) and `hrefOf` (the URL of other values, for links such as the
 * pager's and the status tabs').
 */
import * as ListQuery from "@mall/core/ListQuery"
import { useCallback, useMemo } from "react"
import { useLocation, useNavigate, useSearchParams } from "react-router-dom"

export interface ListQueryState<S extends ListQuery.Spec> {
  readonly values: ListQuery.Values<S>
  /** Applies a change (pushes a history entry). */
  readonly change: (changes: Partial<ListQuery.Values<S>>) => void
  /** The URL of the list after a change (for links). */
  readonly hrefOf: (changes: Partial<ListQuery.Values<S>>) => string
}

export function useListQuery<S extends ListQuery.Spec>(spec: S): ListQueryState<S> {
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const key = search.toString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the query's identity
  const values = useMemo(() => ListQuery.read(spec, (k) => search.get(k)), [spec, key])
  const hrefOf = useCallback(
    (changes: Partial<ListQuery.Values<S>>): string => {
      const next = new URLSearchParams(search)
      for (const k of Object.keys(spec)) next.delete(k)
      for (const [k, v] of ListQuery.write(spec, ListQuery.change(spec, values, changes)))
        next.set(k, v)
      const qs = next.toString()
      return qs === "" ? pathname : `${pathname}?${qs}`
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the query's identity
    [spec, values, pathname, key],
  )
  const change = useCallback(
    (changes: Partial<ListQuery.Values<S>>) => navigate(hrefOf(changes)),
    [navigate, hrefOf],
  )
  return { values, change, hrefOf }
}

/**
 * One page of goods with its category filter, sorting, view switch and pager. Used by /list,
 * /list/table, /list/no_image, /list/other/{id}/{name?}, /search and /search/table; the query
 * string is the state (see model.ts).
 */
import { useEffect, useMemo } from "react"
import { useLocation, useSearchParams } from "react-router-dom"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import { loadSiteData, siteData } from "../../lib/session/siteData.ts"
import type { MenuEntry } from "../../lib/api/schemas.ts"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { PagerNav } from "../../lib/kit/Pager.tsx"
import type { View } from "../../lib/goods/goods.ts"
import {
  hrefWith,
  list,
  loadList,
  ORDERS,
  queryOf,
  type GoodsPage,
  type ListQuery,
} from "./model.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
import styles from "../../lib/goods/Goods.module.css"
import own from "./GoodsList.module.css"

export type GoodsListPageProps = {
  view: View
  /** "list" pages have three views and a category filter; "search" pages have grid and table. */
  kind: "list" | "search"
  /** /list/other/{id}/{name?}: the category id and name from the path. */
  pathCategory?: { id: string; name?: string | undefined }
}

const VIEW_PATHS: Record<GoodsListPageProps["kind"], Partial<Record<View, string>>> = {
  list: { grid: "/list", table: "/list/table", noImage: "/list/no_image" },
  search: { grid: "/search", table: "/search/table" },
}

type Family = { key: "general" | "zy" | "qx"; label: string; entries: ReadonlyArray<MenuEntry> }

function CategoryFilter({ query, search }: { query: ListQuery; search: URLSearchParams }) {
  const data = siteData.value
  const families: ReadonlyArray<Family> = [
    { key: "general", label: Messages.goodsList.categoryGeneral, entries: data?.category ?? [] },
    { key: "zy", label: Messages.goodsList.categoryZy, entries: data?.category_zy ?? [] },
    { key: "qx", label: Messages.goodsList.categoryQx, entries: data?.category_qx ?? [] },
  ]
  const familyOf = (f: Family["key"]) => ({ qx: f === "qx" ? 2 : null, zy: f === "zy" ? 2 : null })
  const current: Family["key"] = query.qx ? "qx" : query.zy ? "zy" : "general"
  const base = new URLSearchParams(search)
  base.delete("page")
  return (
    <nav
      className={data === null ? `${styles.filter} ${styles.filterPending}` : styles.filter}
      aria-label={Messages.goodsList.category}
      aria-busy={data === null ? true : undefined}
    >
      {families
        .filter((f) => f.entries.length > 0)
        .map((f) => (
          <div key={f.key} className={styles.filterRow}>
            <span className={styles.filterLabel}>{f.label}</span>
            <ul className={styles.filterValues}>
              {f.entries.map((entry) => {
                const active =
                  current === f.key &&
                  (query.categoryId === entry.id ||
                    (entry.children ?? []).some((c) => c.id === query.categoryId))
                return (
                  <li key={entry.id}>
                    <Link
                      to={hrefWith("/list", base, { select: entry.id, ...familyOf(f.key) })}
                      aria-current={active ? "true" : undefined}
                      className={active ? styles.filterActive : undefined}
                    >
                      {entry.name}
                    </Link>
                    {active && (entry.children ?? []).length > 0 && (
                      <ul className={styles.filterChildren} aria-label={entry.name}>
                        {(entry.children ?? []).map((child) => (
                          <li key={child.id}>
                            <Link
                              to={hrefWith("/list", base, { select: child.id, ...familyOf(f.key) })}
                              aria-current={query.categoryId === child.id ? "true" : undefined}
                              className={
                                query.categoryId === child.id ? styles.filterActive : undefined
                              }
                            >
                              {child.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      {query.categoryId !== null && (
        <Link
          className={styles.filterClear}
          to={hrefWith("/list", base, { select: null, qx: null, zy: null })}
        >
          {Messages.goodsList.all}
        </Link>
      )}
    </nav>
  )
}

function Toolbar({
  props,
  query,
  search,
  total,
}: {
  props: GoodsListPageProps
  query: ListQuery
  search: URLSearchParams
  /** The goods found, once the page shown is the one asked for. */
  total: number | undefined
}) {
  const { pathname } = useLocation()
  const reset = new URLSearchParams(search)
  reset.delete("page")
  const views = VIEW_PATHS[props.kind]
  return (
    <div className={styles.toolbar}>
      <ul className={styles.sorts} aria-label={Messages.goodsList.sort}>
        {ORDERS.map((o) => (
          <li key={o}>
            <Link
              to={hrefWith(pathname, reset, { order: o === "default" ? null : o })}
              aria-current={query.order === o ? "true" : undefined}
              className={query.order === o ? styles.sortActive : styles.sort}
            >
              {Messages.goodsList.order[o]}
            </Link>
          </li>
        ))}
      </ul>
      {total !== undefined && (
        <span className={styles.total}>{Messages.goodsList.total(total)}</span>
      )}
      {props.pathCategory === undefined && (
        <ul className={styles.views} aria-label={Messages.goodsList.views}>
          {(Object.entries(views) as Array<[View, string]>).map(([v, path]) => (
            <li key={v}>
              <Link
                to={hrefWith(path, search, {})}
                aria-current={props.view === v ? "page" : undefined}
                className={props.view === v ? styles.viewActive : styles.viewLink}
              >
                {Messages.goodsList.view[v]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function PageLinks({ search, page }: { search: URLSearchParams; page: GoodsPage | null }) {
  const { pathname } = useLocation()
  if (page === null) return null
  return (
    <PagerNav
      current={page.current_page}
      last={page.last_page}
      hrefOf={(p) => hrefWith(pathname, search, { page: p === 1 ? null : p })}
      keepEnds
    />
  )
}

export function GoodsListPage(props: GoodsListPageProps) {
  const [search] = useSearchParams()
  const pathId = props.pathCategory?.id
  const key = search.toString()
  const query = useMemo(() => queryOf(new URLSearchParams(key), pathId), [key, pathId])
  useEffect(() => {
    void loadSiteData()
  }, [])
  useEffect(() => {
    void loadList(query)
    window.scrollTo({ top: 0 })
  }, [query])
  // the page reads the list's state once and hands it down, so the pager, the total and the
  // goods are drawn in the same commit: a pager drawn before the goods above it would jump down
  const st = list.status.value
  const page = list.data.value
  const items = page?.data ?? []
  const heading =
    props.kind === "search" && query.keywords !== null
      ? Messages.goodsList.searchResult(query.keywords)
      : (props.pathCategory?.name ?? Messages.goodsList.allGoods)
  return (
    <div className={`page-width ${styles.page}`}>
      <PageHeader
        title={
          <>
            {heading}
            {props.kind === "search" && query.keywords !== null && (
              <span className={own.mode}>{Messages.goodsList.searchMode[query.searchType]}</span>
            )}
          </>
        }
      />
      {props.kind === "list" && props.pathCategory === undefined && (
        <CategoryFilter query={query} search={search} />
      )}
      <Toolbar
        props={props}
        query={query}
        search={search}
        total={st === "ready" ? page?.total : undefined}
      />
      {st === "loading" && items.length === 0 && (
        <p className={own.loading} role="status">
          {Messages.common.loading}
        </p>
      )}
      {st === "failed" && (
        <Card>
          <EmptyState
            tone="error"
            role="alert"
            actions={
              <Button size="sm" onClick={() => void loadList(query)}>
                {Messages.common.retry}
              </Button>
            }
          >
            {Messages.goodsList.loadFailed}
          </EmptyState>
        </Card>
      )}
      {st === "ready" && items.length === 0 && (
        <Card>
          <EmptyState>{Messages.goodsList.noGoods}</EmptyState>
        </Card>
      )}
      {items.length > 0 && (
        <div aria-busy={st === "loading"} className={st === "loading" ? styles.stale : undefined}>
          <GoodsItems items={items} view={props.view} />
        </div>
      )}
      <PageLinks search={search} page={page} />
    </div>
  )
}

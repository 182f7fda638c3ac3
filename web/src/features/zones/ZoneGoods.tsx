/**
 * The pieces every goods zone page is made of: the page frame with its one h1, and a paged goods
 * list over a resource (skeleton, empty, failed with 重新加载; the shared goods views with add to
 * cart, tags, ladder and free-shipping hints; the pager).
 */
import * as Messages from "@mall/core/Messages"
import type { ReactNode } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import type { Goods, View } from "../../lib/goods/goods.ts"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import type { Resource } from "../../lib/kit/resource.ts"
import { Link } from "../../lib/ui/Link.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import styles from "./Zones.module.css"

export function ZoneFrame({
  title,
  hiddenTitle = false,
  children,
}: {
  title: string
  /** The h1 is for assistive technology only (the title-less templates). */
  hiddenTitle?: boolean
  children: ReactNode
}) {
  return (
    <div className={`page-width ${pageStyles.page}`}>
      <h1 className={hiddenTitle ? pageStyles.srOnly : styles.title}>{title}</h1>
      {children}
    </div>
  )
}

export type GoodsPageData = {
  readonly data: ReadonlyArray<Goods>
  readonly current_page: number
  readonly last_page: number
}

export function ZoneGoods<Q>({
  resource,
  view = "grid",
  hrefOf,
  empty = Messages.zones.empty,
  render,
}: {
  resource: Resource<Q, GoodsPageData>
  view?: View
  hrefOf: (page: number) => string
  empty?: string
  /** Replaces the shared goods views (e.g. the near-expiry table). */
  render?: (items: ReadonlyArray<Goods>) => ReactNode
}) {
  return (
    <PagedList
      resource={resource as Resource<unknown, GoodsPageData>}
      empty={empty}
      rows={6}
      hrefOf={hrefOf}
    >
      {(items) => (render ? render(items) : <GoodsItems items={items} view={view} />)}
    </PagedList>
  )
}

/** The grid / table switch of a zone (links, so back works). */
export function ViewSwitch({ grid, table, view }: { grid: string; table: string; view: View }) {
  const V = Messages.goodsList.view
  return (
    <ul className={styles.sections} aria-label={Messages.goodsList.views}>
      <li>
        <Link
          to={grid}
          className={view === "grid" ? styles.sectionActive : styles.section}
          aria-current={view === "grid" ? "page" : undefined}
        >
          {V.grid}
        </Link>
      </li>
      <li>
        <Link
          to={table}
          className={view === "table" ? styles.sectionActive : styles.section}
          aria-current={view === "table" ? "page" : undefined}
        >
          {V.table}
        </Link>
      </li>
    </ul>
  )
}

/** A notice that stands in for a zone's goods (no right, sign in first). */
export function ZoneNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status" data-testid="zone-notice">
      {children}
    </div>
  )
}

/**
 * The pieces every goods zone page is made of: the page frame with its one h1 (the design
 * system's page header), a paged goods list over a
 * resource (skeleton, empty, failed with 重新加载; the shared goods views with add to cart, tags,
 * ladder and free-shipping hints; the pager), the grid / table switch and the notice that stands in
 * for goods a company may not see.
 */
import * as Messages from "@mall/core/Messages"
import type { ReactNode } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import type { Goods, View } from "../../lib/goods/goods.ts"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import type { Resource } from "../../lib/kit/resource.ts"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { PageHeader, type PageHeaderProps } from "../../lib/ui/PageHeader.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import styles from "./Zones.module.css"

/** The page: its header (h1, a line under it, its actions) above the page's parts. */
export function ZoneFrame({
  children,
  top,
  ...header
}: PageHeaderProps & {
  /** What stands above the page's title (a template's banners). */
  top?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`page-width ${pageStyles.page} ${styles.frame}`}>
      {top}
      <PageHeader {...header} />
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
    <StatusTabs
      label={Messages.goodsList.views}
      tabs={[
        { value: grid, label: V.grid },
        { value: table, label: V.table },
      ]}
      current={view === "table" ? table : grid}
      hrefOf={(href) => href}
    />
  )
}

/**
 * What stands in for a zone's goods when the company may not see them (sign in first, no right):
 * a title, the reason and what the buyer can do.
 */
export function ZoneNotice({
  title,
  children,
  actions,
}: {
  title?: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div data-testid="zone-notice">
      <Card>
        <EmptyState tone="info" role="status" title={title} actions={actions}>
          {children}
        </EmptyState>
      </Card>
    </div>
  )
}

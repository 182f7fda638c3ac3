/**
 * /cart (step 1 of 下单: 我的购物车 → 确认订单 → 支付订单 → 支付完成, under the route's `header`): the lines, one server group at
 * a time (the group the URL names, `?filter=`, so a reload and back/forward keep the tab), in a
 * window-virtualised list so a cart of thousands of lines scrolls and repaints smoothly, with the
 * manjian/shipping hints and the totals bar. Everything shown comes from the model's signals.
 */
import { useEffect, type ReactNode } from "react"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery, type ListQueryState } from "../../lib/kit/useListQuery.ts"
import { useWindowRows } from "../../lib/kit/useWindowRows.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { Checkbox } from "../../lib/ui/Field.tsx"
import * as Messages from "@mall/core/Messages"
import { CartLineRow } from "./CartLineRow.tsx"
import { CartSummary, PromotionBar } from "./CartSummary.tsx"
import {
  cart,
  filter,
  filters,
  groupEmpty,
  isEmpty,
  openCart,
  quantityMessages,
  querySpec,
  saving,
  status,
  toggleAll,
  totals,
} from "./model.ts"
import styles from "./Cart.module.css"

const LINE_HEIGHT = 96

function CartLines() {
  const state = cart.value
  const messages = quantityMessages.value
  const busy = saving.value
  const manjian = state.manjians.length > 0
  const {
    ref: listRef,
    offset,
    virtualizer,
  } = useWindowRows<HTMLDivElement>({
    count: state.lines.length,
    rowHeight: LINE_HEIGHT,
    overscan: 6,
    keyOf: (i) => state.lines[i]?.id ?? i,
  })
  return (
    <div
      ref={listRef}
      className={styles.lines}
      role="list"
      aria-label={Messages.cart.lines}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const line = state.lines[v.index]
        if (line === undefined) return null
        return (
          <div
            key={v.key}
            role="listitem"
            className={styles.row}
            style={{ transform: `translateY(${v.start - offset}px)`, height: v.size }}
          >
            <CartLineRow
              line={line}
              index={v.index}
              message={messages[line.id]}
              busy={busy.has(line.id)}
              manjian={manjian}
            />
          </div>
        )
      })}
    </div>
  )
}

/** The server's groups of lines as tabs (全部 / 促销 / 降价 / 失效 with counts): links to /cart?filter=…. */
function FilterTabs({ hrefOf }: { hrefOf: ListQueryState<typeof querySpec>["hrefOf"] }) {
  const tabs = filters.value.flatMap((f) => {
    const group = querySpec.filter.parse(f.value)
    return group === undefined ? [] : [{ value: group, label: f.name, count: f.count }]
  })
  const current = querySpec.filter.parse(filter.value)
  if (tabs.length === 0 || current === undefined) return null
  return (
    <StatusTabs
      label={Messages.cart.filters}
      tabs={tabs}
      current={current}
      hrefOf={(group) => hrefOf({ filter: group })}
    />
  )
}

/** The column heads of the lines, with 全选. */
function LinesHead() {
  return (
    <div className={styles.head}>
      <span className={styles.colCheck}>
        <Checkbox
          checked={totals.value.allSelected}
          onChange={toggleAll}
          label={Messages.cart.selectAll}
        />
      </span>
      <span className={styles.colGoods}>{Messages.common.goodsInfo}</span>
      <span className={styles.colPrice}>{Messages.common.unitPrice}</span>
      <span className={styles.colQty}>{Messages.common.quantity}</span>
      <span className={styles.colAmount}>{Messages.common.amount}</span>
      <span className={styles.colOps}>{Messages.common.actions}</span>
    </div>
  )
}

export type CartPageProps = {
  /** The page's h1 and the steps of 下单 over it, the route's (the order pages show the same). */
  header: ReactNode
}

export function CartPage({ header }: CartPageProps) {
  const { values, hrefOf } = useListQuery(querySpec)
  const group = values.filter
  useEffect(() => {
    void openCart(group)
  }, [group])
  const st = status.value
  return (
    <div className={`page-width ${styles.page}`}>
      {header}
      {(st === "idle" || st === "loading") && (
        <p className={styles.loading} role="status">
          {Messages.common.loading}
        </p>
      )}
      {st === "failed" && (
        <Card>
          <FailedNotice onRetry={() => void openCart(group)} />
        </Card>
      )}
      {st === "ready" && <FilterTabs hrefOf={hrefOf} />}
      {isEmpty.value && (
        <Card>
          <EmptyState
            actions={
              <ButtonLink to="/list" variant="primary">
                {Messages.common.goShopping}
              </ButtonLink>
            }
          >
            {Messages.text["cart.empty"]}
          </EmptyState>
        </Card>
      )}
      {groupEmpty.value && (
        <Card>
          <EmptyState>{Messages.cart.groupEmpty}</EmptyState>
        </Card>
      )}
      {st === "ready" && !isEmpty.value && !groupEmpty.value && (
        <>
          <PromotionBar />
          <div className={styles.sheet}>
            <LinesHead />
            <CartLines />
          </div>
          <CartSummary />
        </>
      )}
    </div>
  )
}

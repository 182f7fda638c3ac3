/**
 * /cart (step 1): the lines, one server group at a time (the group the URL names, `?filter=`, so
 * a reload and back/forward keep the tab), in a window-virtualised list so a cart of thousands of
 * lines scrolls and repaints smoothly, with the manjian/shipping hints and the totals bar.
 * Everything shown comes from the model's signals.
 */
import { useEffect } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { useListQuery, type ListQueryState } from "../../lib/kit/useListQuery.ts"
import { useWindowRows } from "../../lib/kit/useWindowRows.ts"
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
  quantityErrors,
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
  const errors = quantityErrors.value
  const busy = saving.value
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
              selected={state.selected[v.index] === true}
              error={errors[line.id]}
              busy={busy.has(line.id)}
            />
          </div>
        )
      })}
    </div>
  )
}

/** The server's groups of lines as tabs (全部 / 促销 / 降价 / 失效 with counts): links to /cart?filter=…. */
function FilterTabs({ hrefOf }: { hrefOf: ListQueryState<typeof querySpec>["hrefOf"] }) {
  const list = filters.value
  if (list.length === 0) return null
  return (
    <nav className={styles.filters} aria-label={Messages.cart.filters}>
      {list.map((f) => {
        const group = querySpec.filter.parse(f.value)
        if (group === undefined) return null
        const current = filter.value === f.value
        return (
          <Link
            key={f.value}
            to={hrefOf({ filter: group })}
            aria-current={current ? "page" : undefined}
            className={current ? styles.filterActive : styles.filter}
          >
            {f.name}
            <span className={styles.filterCount}>{f.count}</span>
          </Link>
        )
      })}
    </nav>
  )
}

export function CartPage() {
  const { values, hrefOf } = useListQuery(querySpec)
  const group = values.filter
  useEffect(() => {
    void openCart(group)
  }, [group])
  const st = status.value
  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className={styles.heading}>{Messages.cart.heading}</h1>
      {(st === "idle" || st === "loading") && (
        <p className={styles.notice}>{Messages.common.loading}</p>
      )}
      {st === "failed" && (
        <p className={styles.notice}>
          {Messages.cart.loadFailed}{" "}
          <button type="button" className={styles.linkButton} onClick={() => void openCart(group)}>
            {Messages.common.retry}
          </button>
        </p>
      )}
      {st === "ready" && <FilterTabs hrefOf={hrefOf} />}
      {isEmpty.value && (
        <div className={styles.empty}>
          <p>{Messages.text["cart.empty"]}</p>
          <Link to="/list" className={styles.emptyLink}>
            {Messages.common.goShopping}
          </Link>
        </div>
      )}
      {groupEmpty.value && <p className={styles.notice}>{Messages.cart.groupEmpty}</p>}
      {st === "ready" && !isEmpty.value && !groupEmpty.value && (
        <>
          <PromotionBar />
          <div className={styles.tableHead}>
            <label className={styles.colCheck}>
              <input
                type="checkbox"
                checked={totals.value.allSelected}
                onChange={toggleAll}
                aria-label={Messages.cart.selectAll}
              />
              <span aria-hidden="true">{Messages.cart.selectAll}</span>
            </label>
            <span className={styles.colGoods}>{Messages.common.goodsInfo}</span>
            <span className={styles.colPrice}>{Messages.common.unitPrice}</span>
            <span className={styles.colQty}>{Messages.common.quantity}</span>
            <span className={styles.colAmount}>{Messages.common.amount}</span>
            <span className={styles.colOps}>{Messages.common.actions}</span>
          </div>
          <CartLines />
          <CartSummary />
        </>
      )}
    </div>
  )
}

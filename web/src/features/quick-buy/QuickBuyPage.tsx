/** 快速采购: goods bought before (sortable, quantities in place, many to the cart at once) and 批量采购. */
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { useEffect } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { BulkPurchase } from "./BulkPurchase.tsx"
import {
  addChecked,
  adding,
  checked,
  list,
  problems,
  quantityOf,
  setQuantity,
  spec,
  toggle,
  toggleAll,
} from "./model.ts"
import styles from "./QuickBuy.module.css"

const M = Messages.member.quick

export function QuickBuyPage() {
  const { values, hrefOf } = useListQuery(spec)
  useEffect(() => {
    void list.load(values)
  }, [values])
  return (
    <div>
      <section className={styles.bulk} aria-labelledby="quick-bought">
        <h2 id="quick-bought" className={styles.subheading}>
          {M.tabBought}
        </h2>
        <StatusTabs
          label={M.tabBought}
          tabs={[
            { value: "last_buy_time", label: M.sortLast },
            { value: "buy_count", label: M.sortCount },
          ]}
          current={values.order}
          hrefOf={(v) => hrefOf({ order: v })}
        />
        <PagedList resource={list} empty={M.none} hrefOf={(p) => hrefOf({ page: p })}>
          {(records) => (
            <>
              <table className={styles.table}>
                <caption className="sr-only">{M.tabBought}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={M.selectAll}
                        checked={
                          records.length > 0 && records.every((g) => checked.value.has(g.id))
                        }
                        onChange={() => toggleAll(records)}
                      />
                    </th>
                    <th scope="col">{Messages.common.goodsInfo}</th>
                    <th scope="col">{Messages.common.price}</th>
                    <th scope="col">{M.buyCount}</th>
                    <th scope="col">{M.lastBuy}</th>
                    <th scope="col">{Messages.common.quantity}</th>
                  </tr>
                </thead>
                <tbody>
                  {records.map((g) => (
                    <tr key={g.id} data-testid="fast-buy">
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${M.select} ${g.name}`}
                          checked={checked.value.has(g.id)}
                          onChange={() => toggle(g)}
                        />
                      </td>
                      <td>
                        <Link to={`/list/info/${g.id}`}>{g.name}</Link>
                        <div className={styles.hint}>
                          {g.ypgg} {g.sccj}
                        </div>
                      </td>
                      <td>{Money.formatOr(g.base_price)}</td>
                      <td>{g.buy_count}</td>
                      <td>{g.last_buy_time}</td>
                      <td>
                        <input
                          className={styles.qty}
                          inputMode="numeric"
                          aria-label={Messages.common.quantityOf(g.name)}
                          value={quantityOf(g)}
                          aria-invalid={problems.value.has(g.id)}
                          onChange={(e) => setQuantity(g, e.currentTarget.value)}
                        />{" "}
                        {g.bzdw}
                        {problems.value.has(g.id) && (
                          <div role="alert" className={styles.reason}>
                            {problems.value.get(g.id)}
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className={styles.actions}>
                <span>{M.selected(checked.value.size)}</span>
                <Button variant="primary" disabled={adding.value} onClick={() => void addChecked()}>
                  {M.addSelected}
                </Button>
              </div>
            </>
          )}
        </PagedList>
      </section>
      <BulkPurchase />
    </div>
  )
}

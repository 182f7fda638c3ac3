/**
 * 近效期专场's goods in the one table look: name and tags, spec, maker, expiry date and days left
 * (core NearExpiry, Shanghai calendar), price and the buy box; amounts and the buy box at the end.
 */
import * as Messages from "@mall/core/Messages"
import * as NearExpiry from "@mall/core/NearExpiry"
import { BuyBox } from "../../lib/goods/BuyBox.tsx"
import { goodsView, type Goods } from "../../lib/goods/goods.ts"
import { Card } from "../../lib/ui/Card.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import table from "../../lib/ui/Table.module.css"
import styles from "./Zones.module.css"

export function ExpiryGoods({ items, nowMs }: { items: ReadonlyArray<Goods>; nowMs: number }) {
  const M = Messages.zones
  return (
    <Card flush>
      <table className={table.table} aria-label={M.sortedByExpiry}>
        <thead>
          <tr>
            <th scope="col">{Messages.common.goodsName}</th>
            <th scope="col">{Messages.text["goods.spec"]}</th>
            <th scope="col">{Messages.text["goods.maker"]}</th>
            <th scope="col">{M.expiry}</th>
            <th scope="col" className={table.end}>
              {Messages.common.price}
            </th>
            <th scope="col" className={table.end}>
              {Messages.goodsList.buy}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((goods) => {
            const view = goodsView(goods)
            const days = NearExpiry.daysLeft(goods.yxq, nowMs)
            return (
              <tr key={view.id} data-testid="goods-item">
                <td>
                  <span className={styles.nameCell}>
                    <Link to={`/list/info/${view.id}`}>{view.name}</Link>
                    {view.tags.map((t) => (
                      <span key={t.name} title={t.title}>
                        <Tag text={t.name} />
                      </span>
                    ))}
                  </span>
                </td>
                <td>{view.spec}</td>
                <td>{view.maker}</td>
                <td data-testid="expiry" className={table.numeric}>
                  {goods.yxq ?? "-"}
                  {days !== null && <div className={styles.expiry}>{M.daysLeft(days)}</div>}
                </td>
                <td className={`${table.end} ${table.numeric}`}>
                  <Price amount={view.price} />
                </td>
                <td className={table.end}>
                  <span className={styles.buyCell}>
                    <BuyBox goods={goods} />
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Card>
  )
}

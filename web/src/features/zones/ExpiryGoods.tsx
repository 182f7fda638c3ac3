/** 近效期专场's goods as a table: expiry date and days left (core NearExpiry, Shanghai calendar), price and the buy box. */
import * as Messages from "@mall/core/Messages"
import * as NearExpiry from "@mall/core/NearExpiry"
import { BuyBox } from "../../lib/goods/BuyBox.tsx"
import { goodsView, type Goods } from "../../lib/goods/goods.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import styles from "./Zones.module.css"
import goodsStyles from "../../lib/goods/Goods.module.css"

export function ExpiryGoods({ items, nowMs }: { items: ReadonlyArray<Goods>; nowMs: number }) {
  const M = Messages.zones
  return (
    <table className={goodsStyles.table}>
      <caption className={goodsStyles.srOnly}>{M.sortedByExpiry}</caption>
      <thead>
        <tr>
          <th scope="col">{Messages.common.goodsName}</th>
          <th scope="col">{Messages.text["goods.spec"]}</th>
          <th scope="col">{Messages.text["goods.maker"]}</th>
          <th scope="col">{M.expiry}</th>
          <th scope="col">{Messages.common.price}</th>
          <th scope="col">{Messages.goodsList.buy}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((goods) => {
          const view = goodsView(goods)
          const days = NearExpiry.daysLeft(goods.yxq, nowMs)
          return (
            <tr key={view.id} data-testid="goods-item">
              <td>
                <Link to={`/list/info/${view.id}`}>{view.name}</Link>{" "}
                {view.tags.map((t) => (
                  <span key={t.name} title={t.title}>
                    <Tag text={t.name} />
                  </span>
                ))}
              </td>
              <td>{view.spec}</td>
              <td>{view.maker}</td>
              <td data-testid="expiry">
                {goods.yxq ?? ""}
                {days !== null && <div className={styles.expiry}>{M.daysLeft(days)}</div>}
              </td>
              <td>
                <Price amount={view.price} />
              </td>
              <td>
                <BuyBox goods={goods} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

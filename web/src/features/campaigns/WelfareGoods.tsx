/**
 * 全场94折's goods: each with its original unit price, its 94% unit price (core Welfare), the
 * saving, its ladder tiers as the server prices them (at 94% while the activity runs: a box
 * that starts at a tier's quantity is charged that tier's price, as in every listing) and the
 * buy box.
 */
import * as Messages from "@mall/core/Messages"
import * as Welfare from "@mall/core/Welfare"
import { BuyBox } from "../../lib/goods/BuyBox.tsx"
import { LadderHint } from "../../lib/goods/GoodsViews.tsx"
import { goodsView, type Goods } from "../../lib/goods/goods.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import styles from "./Campaigns.module.css"

export function WelfareGoods({ items }: { items: ReadonlyArray<Goods> }) {
  const M = Messages.zones
  return (
    <ul className={styles.welfareGrid} aria-label={M.templateGoods}>
      {items.map((goods) => {
        const view = goodsView(goods)
        const priced = Welfare.ofGoods(goods)
        return (
          <li key={goods.id} className={styles.welfareCard} data-testid="goods-item">
            <Link to={`/list/info/${view.id}`} tabIndex={-1} aria-hidden="true">
              <Image src={view.images[0]} alt="" width={180} height={180} />
            </Link>
            <h2>
              <Link to={`/list/info/${view.id}`}>{view.name}</Link>
            </h2>
            <span className={styles.muted}>
              {view.maker} {view.spec}
            </span>
            <span data-testid="welfare-price">
              {M.welfarePrice} <Price amount={priced.price} size="large" />
            </span>
            <span className={styles.muted}>
              {M.originalPrice} <Price amount={priced.base} size="small" strike />{" "}
              {priced.saving > 0 && <span className={styles.saving}>{M.save(priced.saving)}</span>}
            </span>
            <LadderHint view={view} />
            <BuyBox goods={goods} />
          </li>
        )
      })}
    </ul>
  )
}

/**
 * 全场94折's goods as goods cards: each with its 94% unit price (core Welfare), its original unit
 * price struck through and the saving, its ladder tiers as the server prices them (at 94% while the
 * activity runs: a box that starts at a tier's quantity is charged that tier's price, as in every
 * listing) and the buy row pinned to the card's bottom.
 */
import * as Messages from "@mall/core/Messages"
import * as Welfare from "@mall/core/Welfare"
import { BuyBox } from "../../lib/goods/BuyBox.tsx"
import { LadderHint } from "../../lib/goods/GoodsViews.tsx"
import { goodsView, type Goods } from "../../lib/goods/goods.ts"
import { GoodsCard, GoodsGrid } from "../../lib/ui/GoodsCard.tsx"
import { Image, loadingAt } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import styles from "./Campaigns.module.css"

export function WelfareGoods({ items }: { items: ReadonlyArray<Goods> }) {
  const M = Messages.zones
  return (
    <GoodsGrid label={M.activityGoods}>
      {items.map((goods, i) => {
        const view = goodsView(goods)
        const priced = Welfare.ofGoods(goods)
        const href = `/list/info/${view.id}`
        return (
          <GoodsCard
            key={goods.id}
            testId="goods-item"
            picture={
              <Link to={href} tabIndex={-1} aria-hidden="true">
                <Image
                  src={view.images[0]}
                  alt=""
                  width={180}
                  height={180}
                  loading={loadingAt(i)}
                />
              </Link>
            }
            price={
              <span className={styles.welfarePrice} data-testid="welfare-price">
                <span className={styles.priceLabel}>{M.welfarePrice}</span>
                <Price amount={priced.price} size="large" />
              </span>
            }
            name={<Link to={href}>{view.name}</Link>}
            meta={
              <>
                <span>{view.maker}</span>
                <span>
                  {Messages.text["goods.spec"]}：{view.spec}
                </span>
              </>
            }
            tags={
              <>
                <span className={styles.priceLabel}>{M.originalPrice}</span>
                <Price amount={priced.base} size="small" strike />
                {priced.saving > 0 && (
                  <span className={styles.saving}>{M.save(priced.saving)}</span>
                )}
              </>
            }
            tiers={<LadderHint view={view} />}
            buy={<BuyBox goods={goods} />}
          />
        )
      })}
    </GoodsGrid>
  )
}

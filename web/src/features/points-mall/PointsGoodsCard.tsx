/**
 * One points goods as a goods card: picture, points, name, stock and 立即兑换 on the card's bottom
 * line (disabled when sold out or the balance is short, and then saying why).
 */
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { GoodsCard } from "../../lib/ui/GoodsCard.tsx"
import { Image, loadingAt } from "../../lib/ui/Image.tsx"
import { affordable, exchange, exchanging, stockOf, type PointsGoods } from "./model.ts"
import styles from "./PointsMall.module.css"

export function PointsGoodsCard({ goods, index }: { goods: PointsGoods; index: number }) {
  const M = Messages.zones
  const stock = stockOf(goods)
  const enough = affordable(goods)
  const label = stock === 0 ? M.outOfStock : enough ? M.exchange : M.pointsShort
  return (
    <GoodsCard
      testId="points-goods"
      picture={
        <Image src={goods.image} alt="" width={180} height={180} loading={loadingAt(index)} />
      }
      price={<span className={styles.points}>{M.points(goods.points)}</span>}
      name={goods.name}
      foot={
        <span>
          {M.stock}：{stock}
        </span>
      }
      buy={
        <Button
          variant="primary"
          size="sm"
          block
          disabled={stock === 0 || !enough}
          busy={exchanging.value.has(goods.id)}
          onClick={() => void exchange(goods)}
          aria-label={`${label} ${goods.name}`}
        >
          {label}
        </Button>
      }
    />
  )
}

/** One points goods: picture, name, points, stock and 立即兑换 (disabled when sold out or the balance is short). */
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { affordable, exchange, exchanging, stockOf, type PointsGoods } from "./model.ts"
import styles from "./PointsMall.module.css"

export function PointsGoodsCard({ goods }: { goods: PointsGoods }) {
  const M = Messages.zones
  const stock = stockOf(goods)
  const enough = affordable(goods)
  const label = stock === 0 ? M.outOfStock : enough ? M.exchange : M.pointsShort
  return (
    <li className={styles.card} data-testid="points-goods">
      <Image src={goods.image} alt="" width={200} height={200} />
      <h2>{goods.name}</h2>
      <p className={styles.points}>{M.points(goods.points)}</p>
      <p className={styles.stock}>
        {M.stock}：{stock}
      </p>
      <Button
        variant="primary"
        disabled={stock === 0 || !enough || exchanging.value.has(goods.id)}
        onClick={() => void exchange(goods)}
        aria-label={`${label} ${goods.name}`}
      >
        {label}
      </Button>
    </li>
  )
}

/**
 * A goods card of every goods grid (lists, search, zones, favourites, the home floors): picture,
 * price, name, maker and spec, tags, ladder tiers, stock, and the buy row. The card is a column
 * whose buy row is pinned to its bottom, and the cards of one grid row are of one height: every
 * buy row of a visual row lines up, however many tiers or tags a card has. It holds only the
 * layout: lib/goods fills the slots. `GoodsGrid` is the grid (`columns` per row at 1200 px).
 */
import type { ReactNode } from "react"
import styles from "./GoodsCard.module.css"

export type GoodsCardProps = {
  picture?: ReactNode
  price: ReactNode
  name: ReactNode
  /** Lines under the name (maker, spec and unit). */
  meta?: ReactNode
  tags?: ReactNode
  tiers?: ReactNode
  /** Stock and favourite. */
  foot?: ReactNode
  /** The buy row: quantity and 加入购物车 (or a coupon's, a combination's action). */
  buy?: ReactNode
  testId?: string
}

export function GoodsCard({
  picture,
  price,
  name,
  meta,
  tags,
  tiers,
  foot,
  buy,
  testId,
}: GoodsCardProps) {
  return (
    <li className={styles.card} data-card="" data-ui="goods-card" data-testid={testId}>
      {picture !== undefined && <div className={styles.picture}>{picture}</div>}
      <div className={styles.price}>{price}</div>
      <div className={styles.name}>{name}</div>
      {meta !== undefined && <div className={styles.meta}>{meta}</div>}
      {tags !== undefined && <div className={styles.tags}>{tags}</div>}
      {tiers !== undefined && <div className={styles.tiers}>{tiers}</div>}
      {foot !== undefined && <div className={styles.foot}>{foot}</div>}
      {buy !== undefined && (
        <div className={styles.buy} data-buy-row="">
          {buy}
        </div>
      )}
    </li>
  )
}

export function GoodsGrid({
  columns = 5,
  label,
  children,
}: {
  columns?: 3 | 4 | 5
  label: string
  children: ReactNode
}) {
  return (
    <ul className={`${styles.grid} ${styles[`columns${columns}`]}`} aria-label={label}>
      {children}
    </ul>
  )
}

/**
 * A combination (组合) as the cart, the cart drawer and 确认订单 show it: the goods of one set with
 * how many of each (`每组2盒`), listed as 组合内容, and its picture made of up to four of its goods'
 * pictures. The data is core `Combination.ofLine`; a page gives its own size and look.
 */
import type * as Combination from "@mall/core/Combination"
import * as Messages from "@mall/core/Messages"
import type { CSSProperties } from "react"
import { Image } from "../ui/Image.tsx"
import styles from "./Goods.module.css"

/** The most goods pictures a combination's picture shows. */
const MAX_PICTURES = 4

/** The goods of one set: name, spec (unless `noSpec`) and how many of it a set holds. */
export function SetContents({
  set,
  noSpec = false,
  className,
  itemClassName,
}: {
  set: Combination.InLine
  noSpec?: boolean
  className?: string
  itemClassName?: string
}) {
  if (set.items.length === 0) return null
  return (
    <ul
      className={[styles.setItems, className].filter(Boolean).join(" ")}
      aria-label={Messages.cart.contents}
    >
      {set.items.map((item, i) => (
        <li key={`${item.goodsId ?? ""}-${i}`} className={itemClassName}>
          {item.name}
          {!noSpec && item.spec !== "" && (
            <>
              {" "}
              <span className={styles.setSpec}>{item.spec}</span>
            </>
          )}{" "}
          <span className={styles.perSet}>{Messages.cart.perSet(item.perSet, item.unit)}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The combination's picture: up to four of its goods' pictures in a 2 × 2 grid of `cell` px
 * squares inside a 1 px border, named by the combination for assistive technology.
 */
export function SetPicture({
  set,
  cell,
  loading,
}: {
  set: Combination.InLine
  cell: number
  loading?: "eager" | "lazy"
}) {
  const pictures =
    set.items.length === 0 ? [null] : set.items.slice(0, MAX_PICTURES).map((i) => i.image)
  return (
    <div
      className={styles.setPicture}
      role="img"
      aria-label={set.name}
      style={{ "--cell": `${cell}px` } as CSSProperties}
    >
      {pictures.map((src, i) => (
        <Image key={i} src={src} alt="" width={cell} height={cell} loading={loading} />
      ))}
    </div>
  )
}

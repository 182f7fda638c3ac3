/**
 * The three ways a page of goods shows: the design system's goods cards (with or without their
 * pictures) and the one table look, dense.
 */
import { memo } from "react"
import { Link } from "../ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import { Image, loadingAt } from "../ui/Image.tsx"
import { Price } from "../ui/Price.tsx"
import { GoodsCard, GoodsGrid } from "../ui/GoodsCard.tsx"
import { Tag } from "../ui/Tag.tsx"
import table from "../ui/Table.module.css"
import { BuyBox } from "./BuyBox.tsx"
import { FavoriteButton } from "./FavoriteButton.tsx"
import { goodsView, type Goods, type GoodsView } from "./goods.ts"
import type { View } from "./goods.ts"
import styles from "./Goods.module.css"

const detailHref = (id: string) => `/list/info/${id}`

function Tags({ view }: { view: GoodsView }) {
  if (view.tags.length === 0 && view.shippingLabel === null) return null
  return (
    <div className={styles.tags}>
      {view.tags.map((t) => (
        <span key={t.name} title={t.title}>
          <Tag text={t.name} />
        </span>
      ))}
      {view.shippingLabel !== null && <span className={styles.shipping}>{view.shippingLabel}</span>}
    </div>
  )
}

function Stock({ view }: { view: GoodsView }) {
  if (view.unavailable !== null)
    return <span className={styles.unavailable}>{view.unavailable}</span>
  return (
    <span className={styles.stock}>
      {Messages.text["goods.stock"]}：
      {view.stock === null ? "-" : Messages.common.withUnit(view.stock, view.unit)}
    </span>
  )
}

/** The goods' ladder tiers (`满10盒 ¥18.00`…), when it has any. */
export function LadderHint({ view }: { view: GoodsView }) {
  if (view.ladder.length === 0) return null
  return (
    <ul className={styles.ladderHint} aria-label={Messages.common.ladder}>
      {view.ladder.map((row) => (
        <li key={row.number}>{row.label}</li>
      ))}
    </ul>
  )
}

function Card({ goods, withImage, index }: { goods: Goods; withImage: boolean; index: number }) {
  const view = goodsView(goods)
  return (
    <GoodsCard
      testId="goods-item"
      picture={
        withImage ? (
          <Link to={detailHref(view.id)} tabIndex={-1} aria-hidden="true">
            <Image
              src={view.images[0]}
              alt=""
              width={180}
              height={180}
              loading={loadingAt(index)}
            />
          </Link>
        ) : undefined
      }
      price={
        <>
          <Price amount={view.price} size="large" />
          {view.marketPrice !== undefined && <Price raw={view.marketPrice} size="small" strike />}
        </>
      }
      name={<Link to={detailHref(view.id)}>{view.name}</Link>}
      meta={
        <>
          <span>{view.maker}</span>
          <span>
            {Messages.text["goods.spec"]}：{view.spec} {Messages.text["goods.unit"]}：{view.unit}
          </span>
        </>
      }
      tags={<Tags view={view} />}
      tiers={<LadderHint view={view} />}
      foot={
        <>
          <Stock view={view} />
          <FavoriteButton goods={goods} withText={false} />
        </>
      }
      buy={<BuyBox goods={goods} />}
    />
  )
}

function GoodsTable({ items }: { items: ReadonlyArray<Goods> }) {
  return (
    <table className={`${table.table} ${table.dense}`}>
      <caption className={styles.srOnly}>{Messages.goodsList.list}</caption>
      <thead>
        <tr>
          <th scope="col">{Messages.common.goodsName}</th>
          <th scope="col">{Messages.text["goods.spec"]}</th>
          <th scope="col">{Messages.text["goods.maker"]}</th>
          <th scope="col">{Messages.text["goods.unit"]}</th>
          <th scope="col">{Messages.common.price}</th>
          <th scope="col">{Messages.text["goods.stock"]}</th>
          <th scope="col">{Messages.common.ladder}</th>
          <th scope="col">{Messages.goodsList.buy}</th>
          <th scope="col">{Messages.text["goods.favorite"]}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((goods) => {
          const view = goodsView(goods)
          return (
            <tr key={view.id} data-testid="goods-item">
              <td className={styles.tdName}>
                <Link to={detailHref(view.id)}>{view.name}</Link>
                <Tags view={view} />
              </td>
              <td>{view.spec}</td>
              <td>{view.maker}</td>
              <td>{view.unit}</td>
              <td>
                <Price amount={view.price} />
              </td>
              <td>
                <Stock view={view} />
              </td>
              <td>
                <LadderHint view={view} />
              </td>
              <td>
                <BuyBox goods={goods} />
              </td>
              <td>
                <FavoriteButton goods={goods} withText={false} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/**
 * A page of goods in one of the views. Drawn again only for other goods or another view: a list
 * whose query changes (a filter, the pager) re-renders its page at once, dimmed while the next
 * goods load, without building the cards it already shows a second time.
 */
export const GoodsItems = memo(function GoodsItems({
  items,
  view,
  columns,
}: {
  items: ReadonlyArray<Goods>
  view: View
  /** Cards per row (5 on a full-width page, 4 beside a menu). */
  columns?: 3 | 4 | 5
}) {
  if (view === "table") return <GoodsTable items={items} />
  return (
    <GoodsGrid label={Messages.goodsList.list} columns={columns ?? (view === "grid" ? 5 : 4)}>
      {items.map((g, i) => (
        <Card key={g.id} goods={g} withImage={view === "grid"} index={i} />
      ))}
    </GoodsGrid>
  )
})

/**
 * A goods tile of the home page on the design system's goods card: picture, price, name, maker and
 * tags; it links to the goods' detail (the home page has no buy row).
 */
import * as LadderPrice from "@mall/core/LadderPrice"
import { GoodsCard } from "../../lib/ui/GoodsCard.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import type { Goods } from "./model.ts"

export function GoodsTile({ goods, loading }: { goods: Goods; loading: "eager" | "lazy" }) {
  const href = `/list/info/${goods.id}`
  return (
    <GoodsCard
      picture={
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <Image src={goods.goods_image[0]} alt="" width={180} height={180} loading={loading} />
        </Link>
      }
      price={<Price amount={LadderPrice.fromGoods(goods).base} size="large" />}
      name={<Link to={href}>{goods.name}</Link>}
      meta={<span>{goods.sccj}</span>}
      tags={goods.tags.map((t) => (
        <Tag key={t.name} text={t.name} />
      ))}
    />
  )
}

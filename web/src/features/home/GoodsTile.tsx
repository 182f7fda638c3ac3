/** A compact goods tile of the home page: image, name, maker, price, tags; links to the detail. */
import { Link } from "../../lib/ui/Link.tsx"
import * as LadderPrice from "@mall/core/LadderPrice"
import { Image } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import type { Goods } from "./model.ts"
import styles from "./Home.module.css"

export function GoodsTile({ goods, loading }: { goods: Goods; loading: "eager" | "lazy" }) {
  return (
    <li className={styles.tile}>
      <Link to={`/list/info/${goods.id}`} className={styles.tileLink}>
        <Image src={goods.goods_image[0]} alt="" width={160} height={160} loading={loading} />
        <span className={styles.tileName}>{goods.name}</span>
      </Link>
      <span className={styles.tileMaker}>{goods.sccj}</span>
      <span className={styles.tileTags}>
        {goods.tags.map((t) => (
          <Tag key={t.name} text={t.name} />
        ))}
      </span>
      <Price amount={LadderPrice.fromGoods(goods).base} size="large" />
    </li>
  )
}

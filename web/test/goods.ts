/** A goods record as the API sends it, for component tests: a plain 盒 of 感冒灵颗粒, buyable, in stock. */
import type { Of } from "../src/lib/api/schemas.ts"

export type Goods = Of<"Goods">

export function goodsFixture(extra: Partial<Goods> = {}): Goods {
  return {
    id: 7,
    name: "感冒灵颗粒",
    sccj: "华润三九医药股份有限公司",
    ypgg: "10g*9袋",
    goods_image: [],
    base_price: "12.30",
    bzdw: "盒",
    is_buy: 1,
    number: 100,
    is_youx: 0,
    type: 1,
    is_free_shipping: 0,
    free_shipping_number: 0,
    ladder_price: [],
    ladder_price_type: 2,
    tags: [],
    ...extra,
  }
}

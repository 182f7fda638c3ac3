/** Cart answers for tests: a goods line of GET /api/cart/list, and the list around some lines. */
import type { CartState, Of } from "../src/lib/api/schemas.ts"
import { goodsFixture, type Goods } from "./goods.ts"

/** A goods line of `number` units at its goods' price (`商品{id}`, 500 in stock), chosen unless said. */
export function cartLineFixture(
  id: number,
  number: number,
  goods: Partial<Goods> = {},
  selected: 0 | 1 = 1,
): Of<"CartLine"> {
  const g = goodsFixture({ id: id + 100, name: `商品${id}`, number: 500, ...goods })
  return {
    id,
    type: 1,
    combination: null,
    goods: g,
    number,
    price: g.base_price,
    is_selected: selected,
    with_coupon: 1,
    goods_manjian_amount: (Number(g.base_price) * number).toFixed(2),
    gift_data: { total: 0, type: 0 },
    goods_type: 1,
  }
}

/** The cart list of these lines: no shipping, no 满减, the groups given. */
export function cartFixture(
  lines: ReadonlyArray<Of<"CartLine">>,
  groups: CartState["filter_data"] = [],
): CartState {
  return {
    action: "list",
    data: [...lines],
    shipping_data: { shipping_amount: "0.00", no_trans_order_amount: "0.00" },
    activity_data: { manjians: [] },
    filter_data: groups,
  }
}

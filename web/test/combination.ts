/** A combination as a cart line carries it, for component tests: 感冒组合装, two 感冒灵颗粒 and one 氯雷他定片 a set. */
import type { Of } from "../src/lib/api/schemas.ts"

export type CartCombination = NonNullable<Of<"CartLine">["combination"]>

export function combinationFixture(extra: Partial<CartCombination> = {}): CartCombination {
  return {
    id: 9,
    name: "感冒组合装",
    stock: 50,
    goods: [
      { goods_id: 11, name: "感冒灵颗粒", ypgg: "10g*9袋", bzdw: "盒", image: "", number: 2 },
      { goods_id: 45, name: "氯雷他定片", ypgg: "10mg*6片", bzdw: "盒", image: "", number: 1 },
    ],
    ...extra,
  }
}

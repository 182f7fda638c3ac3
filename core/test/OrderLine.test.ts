import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as OrderLine from "../src/OrderLine.ts"
import { runs } from "./arbitraries.ts"

describe("OrderLine.name", () => {
  it("a gift line's name loses the server's 【赠品】, which its tag says instead", () => {
    expect(OrderLine.name({ name: "【赠品】听诊器", is_gift: 1 })).toBe("听诊器")
    expect(OrderLine.name({ name: " 【赠品】 听诊器", is_gift: 1 })).toBe("听诊器")
    expect(OrderLine.name({ name: "听诊器", is_gift: 1 })).toBe("听诊器")
    expect(OrderLine.name({ name: "【赠品】", is_gift: 1 })).toBe("【赠品】")
    // a goods whose own name begins so, sold as a goods, keeps it
    expect(OrderLine.name({ name: "【赠品】听诊器", is_gift: 0 })).toBe("【赠品】听诊器")
    expect(OrderLine.isGift({ name: "x", is_gift: 1 })).toBe(true)
    expect(OrderLine.isGift({ name: "x" })).toBe(false)
  })
  test.prop(
    [fc.string({ minLength: 1 }).filter((s) => s.trim() !== "" && !s.includes("【"))],
    runs,
  )("the mark is never doubled and the goods' own name stays", (goods) => {
    const shown = OrderLine.name({ name: `【赠品】${goods}`, is_gift: 1 })
    expect(shown.startsWith("【赠品】")).toBe(false)
    expect(shown).toBe(goods.trim())
    expect(OrderLine.name({ name: goods, is_gift: 1 })).toBe(goods)
  })
})

import { afterEach, describe, expect, it } from "vitest"
import * as Money from "@mall/core/Money"
import { chooseQuantity, goods, ladderRows, price, resetDetail, type GoodsDetail } from "./model.ts"

/** A goods sold in packs of 10, 20.00 each, 18.00 from 10 and 16.00 from 50. */
const packed = {
  id: 7,
  name: "阿莫西林胶囊",
  base_price: "20.00",
  bzdw: "盒",
  zbz: 10,
  number: 500,
  ladder_price_type: 2,
  ladder_price: [
    { number: 10, price: "18.00" },
    { number: 50, price: "16.00" },
  ],
} as unknown as GoodsDetail

const yuan = (text: string) => Money.parseOr(text)
const activeTier = () => ladderRows.value.find((r) => r.active)?.number

afterEach(() => resetDetail())

describe("the goods detail's price", () => {
  it("is that of the pack the buy box starts at, as the listings show it", () => {
    goods.value = packed
    expect(price.value).toBe(yuan("18.00"))
    expect(activeTier()).toBe(10)
  })

  it("follows the quantity in the buy box, and the tier table marks that quantity's tier", () => {
    goods.value = packed
    chooseQuantity(60)
    expect(price.value).toBe(yuan("16.00"))
    expect(activeTier()).toBe(50)
    chooseQuantity(5)
    expect(price.value).toBe(yuan("20.00"))
    expect(activeTier()).toBeUndefined()
  })

  it("goes back to the pack's price while the box holds no whole number", () => {
    goods.value = packed
    chooseQuantity(60)
    chooseQuantity(null)
    expect(price.value).toBe(yuan("18.00"))
  })

  it("is the base price for a goods without tiers", () => {
    goods.value = { ...packed, zbz: 1, ladder_price: [] } as unknown as GoodsDetail
    chooseQuantity(3)
    expect(price.value).toBe(yuan("20.00"))
    expect(ladderRows.value).toEqual([])
  })
})

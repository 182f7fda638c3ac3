import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Combination from "../src/Combination.ts"
import { FormBody } from "../src/FormBody.ts"
import { fen, runs, wireAmount } from "./arbitraries.ts"

describe("Combination: worked examples", () => {
  it("saving is original minus combination price", () => {
    expect(Combination.priced({ price: "200.00", original_price: "219.00" })).toEqual({
      price: 20000,
      original: 21900,
      saving: 1900,
    })
    expect(Combination.priced({ price: "30", original_price: "20" }).saving).toBe(0)
  })
  it("adds the whole combination as one type-3 line", () => {
    const line = Combination.cartLine({ id: 4, price: "200.00" }, 2)
    expect(line).toEqual({ goods_id: 4, price: "200.00", number: 2, ck_id: 0, type: 3 })
    expect(FormBody.cartLines([line!])).toMatchObject({ goods_id: [4], number: [2], type: [3] })
    expect(Combination.cartLine({ id: "x" }, 1)).toBeNull()
    expect(Combination.cartLine({ id: 4, price: "1" }, 0)?.number).toBe(1)
  })
})

describe("Combination: properties", () => {
  test.prop(
    [fen(), fen()].map((a) => a.chain((f) => wireAmount(f).map((w) => [f, w] as const))),
    runs,
  )("saving ≥ 0 and price + saving = original whenever the parts cost more", ([p, pw], [o, ow]) => {
    const r = Combination.priced({ price: pw, original_price: ow })
    expect(r.price).toBe(p)
    expect(r.original).toBe(o)
    expect(r.saving).toBeGreaterThanOrEqual(0)
    if (o >= p) expect(r.price + r.saving).toBe(r.original)
    else expect(r.saving).toBe(0)
  })
  test.prop([fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: -5, max: 1000 })], runs)(
    "a line always has a whole quantity ≥ 1 and type 3",
    (id, n) => {
      const line = Combination.cartLine({ id, price: "1.00" }, n)
      expect(line?.number).toBeGreaterThanOrEqual(1)
      expect(line?.type).toBe(3)
      expect(line?.goods_id).toBe(id)
    },
  )
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as BulkIndex from "../src/BulkIndex.ts"
import * as BulkPurchase from "../src/BulkPurchase.ts"
import * as BulkRows from "../src/BulkRows.ts"
import { CATALOGUE, INDEX } from "./bulkCatalogue.ts"
import { runs } from "./arbitraries.ts"

describe("BulkPurchase: resolving", () => {
  const wire = (
    id: number,
    over: Partial<BulkPurchase.Goods> = {},
  ): BulkPurchase.Goods & { readonly name?: string } => ({
    id,
    name: CATALOGUE.find((g) => g.id === id)?.name,
    base_price: "12.30",
    bzdw: "盒",
    is_buy: 1,
    number: 100,
    zbz: 10,
    ck_id: 1,
    ladder_price: [],
    ...over,
  })
  const byId = new Map([
    [1, wire(1)],
    [2, wire(2, { zbz: 1 })],
    [3, wire(3, { is_buy: 0 })],
    [4, wire(4, { number: 0 })],
    [5, wire(5, { zbz: 1, number: 30 })],
  ])
  const answer = (keyword: string) => {
    const c = BulkIndex.candidates(INDEX, { keyword })
    return { by: c.by, ids: c.ids }
  }
  it("matches, rounds up to the pack with the rule, and explains what cannot be added", () => {
    const { rows } = BulkRows.parseText(
      "感冒灵颗粒 12\n阿莫西林胶囊 2\n维生素C 1\n复方丹参滴丸 10\n丹参片\n丹参片 20\ngmlj 90",
    )
    const out = BulkPurchase.resolveAll(
      rows,
      rows.map((r) => answer(r.key)),
      byId,
    )
    expect(out.map((r) => r._tag)).toEqual([
      "Matched",
      "Ambiguous",
      "Unmatched",
      "Unmatched",
      "Unmatched",
      "Matched",
      "Unmatched",
    ])
    const first = out[0]
    expect(first?._tag === "Matched" && [first.number, first.adjusted]).toEqual([
      20,
      "已按中包装调整为20盒",
    ])
    expect(out[2]?._tag === "Unmatched" && out[2].reason).toBe("未找到匹配的商品")
    expect(out[3]?._tag === "Unmatched" && out[3].reason).toBe("缺货")
    expect(out[4]?._tag === "Unmatched" && out[4].reason).toBe("未填写数量")
    expect(out[6]?._tag === "Unmatched" && out[6].reason).toBe(
      "与第1行为同一商品，合计后库存仅剩100盒",
    )
    expect(BulkPurchase.cartLines(out)).toEqual([
      { goods_id: 1, price: "12.30", number: 20, ck_id: 1 },
      { goods_id: 5, price: "12.30", number: 20, ck_id: 1 },
    ])
  })
  it("an ambiguous row is matched once the buyer chooses; a not-buyable choice says why", () => {
    const { rows } = BulkRows.parseText("阿莫西林胶囊 2")
    const answers = rows.map((r) => answer(r.key))
    const chose2 = BulkPurchase.resolveAll(rows, answers, byId, new Map([[1, 2]]))
    expect(chose2[0]?._tag).toBe("Matched")
    const chose3 = BulkPurchase.resolveAll(rows, answers, byId, new Map([[1, 3]]))
    expect(chose3[0]?._tag === "Unmatched" && chose3[0].reason).toBe("暂不可购买")
  })
  it("names each candidate of an ambiguous row by spec, maker, price and stock", () => {
    const { rows } = BulkRows.parseText("阿莫西林胶囊 2")
    const out = BulkPurchase.resolveAll(rows, [answer(rows[0]!.key)], byId)
    const row = out[0]
    if (row?._tag !== "Ambiguous") throw new Error("not ambiguous")
    const ladder = { ladder_price_type: 2 as const, ladder_price: [{ number: 2, price: "11.00" }] }
    expect(
      BulkPurchase.choiceLabel(
        { ...row.choices[0]!, ypgg: "0.25g*24粒", sccj: "石药集团", ...ladder },
        2,
      ),
    ).toBe("阿莫西林胶囊 0.25g*24粒 石药集团 · ¥11.00 · 库存100盒")
    expect(BulkPurchase.choiceLabel(row.choices[1]!, null)).toBe(
      "阿莫西林胶囊 · ¥12.30 · 暂不可购买",
    )
  })
  it("rows of the same goods are added together", () => {
    const { rows } = BulkRows.parseText("感冒灵颗粒 5\n6901234567892 10")
    const out = BulkPurchase.resolveAll(
      rows,
      rows.map((r) => answer(r.key)),
      byId,
    )
    expect(out[0]?._tag === "Matched" && [out[0].number, out[0].mergedLines]).toEqual([20, [2]])
    expect(out[1]?._tag).toBe("Merged")
    expect(BulkPurchase.summary(out)).toEqual({
      matched: 1,
      ambiguous: 0,
      unmatched: 0,
      merged: 1,
      adjusted: 1,
    })
  })
})

describe("BulkPurchase: properties", () => {
  test.prop(
    [
      fc.record({
        id: fc.integer({ min: 1, max: 99 }),
        name: fc.constantFrom("感冒灵颗粒", "阿莫西林胶囊"),
        sccj: fc.constantFrom("", "华润三九"),
        base_price: fc.integer({ min: 1, max: 99999 }).map((f) => (f / 100).toFixed(2)),
        bzdw: fc.constant("盒"),
        is_buy: fc.constantFrom(0, 1),
        number: fc.integer({ min: 0, max: 500 }),
        zbz: fc.integer({ min: 1, max: 20 }),
      }),
      fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    ],
    runs,
  )("a candidate is named with its maker, a price and its stock or why not", (g, quantity) => {
    const label = BulkPurchase.choiceLabel(g, quantity)
    expect(label.startsWith(g.name)).toBe(true)
    if (g.sccj !== "") expect(label).toContain(g.sccj)
    expect(label).toContain(`¥${g.base_price}`)
    expect(label).toMatch(
      g.is_buy === 0 ? /暂不可购买$/ : g.number === 0 ? /缺货$/ : new RegExp(`库存${g.number}盒$`),
    )
  })

  const wireGoods = fc.record({
    zbz: fc.integer({ min: 1, max: 50 }),
    number: fc.integer({ min: 0, max: 5000 }),
    is_buy: fc.constantFrom(0, 1),
  })
  test.prop([wireGoods, fc.integer({ min: 1, max: 5000 })], runs)(
    "a matched quantity is the smallest pack multiple ≥ the asked one, within stock",
    (g, asked) => {
      const row = {
        line: 1,
        key: "感冒灵颗粒",
        quantity: asked,
        quantityText: String(asked),
        maker: "",
        spec: "",
      }
      const out = BulkPurchase.resolveAll(
        [row],
        [{ by: "name", ids: [1] }],
        new Map([[1, { id: 1, bzdw: "盒", base_price: "1.00", ladder_price: [], ...g }]]),
      )[0]
      if (out?._tag === "Matched") {
        expect(out.number % g.zbz).toBe(0)
        expect(out.number).toBeGreaterThanOrEqual(asked)
        expect(out.number - asked).toBeLessThan(g.zbz)
        expect(out.number).toBeLessThanOrEqual(g.number)
        expect(out.adjusted === null).toBe(out.number === asked)
      } else {
        expect(out?._tag).toBe("Unmatched")
        expect(
          g.is_buy === 0 || g.number === 0 || Math.ceil(asked / g.zbz) * g.zbz > g.number,
        ).toBe(true)
      }
    },
  )
  test.prop(
    [
      fc.array(fc.tuple(fc.constantFrom(1, 2, 5), fc.integer({ min: 1, max: 30 })), {
        maxLength: 20,
      }),
    ],
    runs,
  )("the cart lines hold each goods once, with the sum of its accepted rows", (items) => {
    const byId = new Map<number, BulkPurchase.Goods>(
      [1, 2, 5].map((id) => [
        id,
        {
          id,
          bzdw: "盒",
          base_price: "1.00",
          ladder_price: [],
          is_buy: 1,
          number: 100000,
          zbz: id,
        },
      ]),
    )
    const rows = items.map(([, q], i) => ({
      line: i + 1,
      key: "k",
      quantity: q,
      quantityText: String(q),
      maker: "",
      spec: "",
    }))
    const out = BulkPurchase.resolveAll(
      rows,
      items.map(([id]) => ({ by: "name" as const, ids: [id] })),
      byId,
    )
    const lines = BulkPurchase.cartLines(out)
    expect(new Set(lines.map((l) => l.goods_id)).size).toBe(lines.length)
    for (const l of lines) {
      const want = items
        .filter(([id]) => id === l.goods_id)
        .reduce((s, [id, q]) => s + Math.ceil(q / id) * id, 0)
      expect(l.number).toBe(want)
    }
  })
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as BulkPurchase from "../src/BulkPurchase.ts"
import { runs } from "./arbitraries.ts"

const goods = (over: Partial<BulkPurchase.Indexable> = {}): BulkPurchase.Indexable => ({
  id: 1,
  name: "感冒灵颗粒",
  initials: "gmlkl",
  mnemonic: "gmlj",
  pzwh: "国药准字Z44021940",
  barcode: "6901234567892",
  sccj: "华润三九医药股份有限公司",
  ypgg: "10g*9袋",
  ...over,
})

const CATALOGUE: BulkPurchase.Indexable[] = [
  goods(),
  goods({
    id: 2,
    name: "阿莫西林胶囊",
    initials: "amxljn",
    mnemonic: "amxljn",
    pzwh: "国药准字H13023964",
    barcode: "6901234567908",
    sccj: "华北制药股份有限公司",
    ypgg: "0.25g*24粒",
  }),
  goods({
    id: 3,
    name: "阿莫西林胶囊",
    initials: "amxljn",
    mnemonic: "amxljn",
    pzwh: "国药准字H44020242",
    barcode: "6901234567915",
    sccj: "珠海联邦制药股份有限公司",
    ypgg: "0.5g*20粒",
  }),
  goods({
    id: 4,
    name: "复方丹参滴丸",
    initials: "ffdsdw",
    mnemonic: "ffdsdw",
    pzwh: "国药准字Z10950111",
    barcode: "6901234567922",
    sccj: "天士力医药集团股份有限公司",
    ypgg: "27mg*180丸",
  }),
  goods({
    id: 5,
    name: "丹参片",
    initials: "dsp",
    mnemonic: "dsp",
    pzwh: "国药准字Z44020123",
    barcode: "6901234567939",
    sccj: "广州白云山",
    ypgg: "0.3g*60片",
  }),
]
const INDEX = BulkPurchase.buildIndex(CATALOGUE)

describe("BulkPurchase: parsing", () => {
  it("reads pasted lines: key then quantity, with units, commas, tabs and full-width digits", () => {
    const parsed = BulkPurchase.parseText(
      "感冒灵颗粒 20\n\n国药准字Z20040063，１０盒\n6901234567892\t5\n阿莫西林胶囊 0.25g*24粒 3\n复方丹参滴丸",
    )
    expect(parsed.rows.map((r) => [r.line, r.key, r.quantity])).toEqual([
      [1, "感冒灵颗粒", 20],
      [3, "国药准字Z20040063", 10],
      [4, "6901234567892", 5],
      [5, "阿莫西林胶囊 0.25g*24粒", 3],
      [6, "复方丹参滴丸", null],
    ])
    expect(parsed.dropped).toBe(0)
  })
  it("reads a CSV export by its header, barcode before approval number before name", () => {
    const csv =
      "\uFEFF商品编码,商品名称,规格,生产厂家,批准文号,条形码,采购数量\r\n" +
      "A01,感冒灵颗粒,10g*9袋,华润三九,国药准字Z44021940,6901234567892,12\r\n" +
      'A02,"阿莫西林胶囊","0.5g*20粒","珠海联邦制药",,,"6"\r\n' +
      'A03,"复方丹参滴丸, 薄膜衣",,,国药准字Z10950111,,x\r\n'
    const parsed = BulkPurchase.parseCsv(csv)
    expect(parsed.rows.map((r) => [r.line, r.key, r.quantity, r.maker, r.spec])).toEqual([
      [2, "6901234567892", 12, "华润三九", "10g*9袋"],
      [3, "阿莫西林胶囊", 6, "珠海联邦制药", "0.5g*20粒"],
      [4, "国药准字Z10950111", null, "", ""],
    ])
  })
  it("reads a CSV without header as goods, quantity", () => {
    expect(
      BulkPurchase.parseCsv("感冒灵颗粒,3\n丹参片,4\n").rows.map((r) => [r.key, r.quantity]),
    ).toEqual([
      ["感冒灵颗粒", 3],
      ["丹参片", 4],
    ])
  })
  it("reads at most 500 rows and says how many it left", () => {
    const text = Array.from({ length: 503 }, (_, i) => `感冒灵颗粒 ${i + 1}`).join("\n")
    const parsed = BulkPurchase.parseText(text)
    expect(parsed.rows).toHaveLength(500)
    expect(parsed.dropped).toBe(3)
  })
})

describe("BulkPurchase: matching", () => {
  const find = (keyword: string, maker = "", spec = "") =>
    BulkPurchase.candidates(INDEX, { keyword, maker, spec })
  it("finds by barcode, approval number (with or without 国药准字), name and initials", () => {
    expect(find("6901234567922")).toEqual({ by: "barcode", ids: [4], total: 1 })
    expect(find("国药准字Z44021940")).toEqual({ by: "pzwh", ids: [1], total: 1 })
    expect(find("z44021940")).toEqual({ by: "pzwh", ids: [1], total: 1 })
    expect(find("感冒灵颗粒")).toEqual({ by: "name", ids: [1], total: 1 })
    expect(find("gmlj")).toEqual({ by: "initials", ids: [1], total: 1 })
    expect(find("GMLKL")).toEqual({ by: "initials", ids: [1], total: 1 })
  })
  it("is ambiguous for a name several makers share, unless a hint narrows it", () => {
    expect(find("阿莫西林胶囊")).toEqual({ by: "name", ids: [2, 3], total: 2 })
    expect(find("阿莫西林胶囊", "珠海联邦制药")).toEqual({ by: "name", ids: [3], total: 1 })
    expect(find("阿莫西林胶囊 0.25g*24粒")).toEqual({ by: "partial", ids: [2], total: 1 })
  })
  it("partial: the longest contained name wins; nothing found is empty", () => {
    expect(find("复方丹参滴丸 薄膜衣").ids).toEqual([4])
    expect(find("丹参").ids).toEqual([4, 5])
    expect(find("维生素C")).toEqual({ by: null, ids: [], total: 0 })
    expect(find("  ")).toEqual({ by: null, ids: [], total: 0 })
  })
})

describe("BulkPurchase: resolving", () => {
  const wire = (id: number, over: Record<string, unknown> = {}) => ({
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
    const c = BulkPurchase.candidates(INDEX, { keyword })
    return { by: c.by, ids: c.ids }
  }
  it("matches, rounds up to the pack with the rule, and explains what cannot be added", () => {
    const { rows } = BulkPurchase.parseText(
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
    const { rows } = BulkPurchase.parseText("阿莫西林胶囊 2")
    const answers = rows.map((r) => answer(r.key))
    const chose2 = BulkPurchase.resolveAll(rows, answers, byId, new Map([[1, 2]]))
    expect(chose2[0]?._tag).toBe("Matched")
    const chose3 = BulkPurchase.resolveAll(rows, answers, byId, new Map([[1, 3]]))
    expect(chose3[0]?._tag === "Unmatched" && chose3[0].reason).toBe("暂不可购买")
  })
  it("names each candidate of an ambiguous row by spec, maker, price and stock", () => {
    const { rows } = BulkPurchase.parseText("阿莫西林胶囊 2")
    const out = BulkPurchase.resolveAll(rows, [answer(rows[0]!.key)], byId)
    const row = out[0]
    if (row?._tag !== "Ambiguous") throw new Error("not ambiguous")
    const ladder = { ladder_price_type: 2, ladder_price: [{ number: 2, price: "11.00" }] }
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
    const { rows } = BulkPurchase.parseText("感冒灵颗粒 5\n6901234567892 10")
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

  const keyArb = fc.constantFrom(
    ...CATALOGUE.map((g) => g.name),
    "国药准字Z44021940",
    "6901234567922",
    "gmlj",
  )
  const sep = fc.constantFrom(" ", "\t", ",", "，", "  ", ";")
  const unit = fc.constantFrom("", "盒", "瓶")
  test.prop(
    [fc.array(fc.tuple(keyArb, sep, fc.integer({ min: 1, max: 99999 }), unit), { maxLength: 40 })],
    runs,
  )("pasted lines read back as their keys and quantities", (items) => {
    const text = items.map(([k, s, q, u]) => `${k}${s}${q}${u}`).join("\n")
    const parsed = BulkPurchase.parseText(text)
    expect(parsed.rows.map((r) => [r.key, r.quantity])).toEqual(items.map(([k, , q]) => [k, q]))
  })
  const field = fc.string({ maxLength: 12 }).filter((s) => s.trim() === s && s !== "")
  test.prop(
    [fc.array(fc.tuple(field, fc.integer({ min: 1, max: 999 })), { minLength: 1, maxLength: 30 })],
    runs,
  )("CSV fields with commas, quotes and line breaks survive quoting", (items) => {
    const quote = (s: string) => `"${s.replace(/"/g, '""')}"`
    const csv = ["商品名称,数量", ...items.map(([n, q]) => `${quote(n)},${q}`)].join("\r\n")
    const rows = BulkPurchase.parseCsv(csv).rows
    const expected = items.filter(([n]) => n.trim() !== "")
    expect(rows.map((r) => r.key)).toEqual(
      expected.map(([n]) =>
        n
          .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
          .replace(/\u3000/g, " ")
          .trim(),
      ),
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
    const byId = new Map(
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
  test.prop([fc.constantFrom(...CATALOGUE)], runs)(
    "each goods is found first by its barcode and its approval number",
    (g) => {
      expect(BulkPurchase.candidates(INDEX, { keyword: g.barcode }).ids).toEqual([g.id])
      expect(BulkPurchase.candidates(INDEX, { keyword: g.pzwh }).ids).toEqual([g.id])
      expect(BulkPurchase.candidates(INDEX, { keyword: g.name }).ids).toContain(g.id)
    },
  )
})

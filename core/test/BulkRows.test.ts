import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as BulkRows from "../src/BulkRows.ts"
import { CATALOGUE } from "./bulkCatalogue.ts"
import { runs } from "./arbitraries.ts"

describe("BulkRows: parsing", () => {
  it("reads pasted lines: key then quantity, with units, commas, tabs and full-width digits", () => {
    const parsed = BulkRows.parseText(
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
    const parsed = BulkRows.parseCsv(csv)
    expect(parsed.rows.map((r) => [r.line, r.key, r.quantity, r.maker, r.spec])).toEqual([
      [2, "6901234567892", 12, "华润三九", "10g*9袋"],
      [3, "阿莫西林胶囊", 6, "珠海联邦制药", "0.5g*20粒"],
      [4, "国药准字Z10950111", null, "", ""],
    ])
  })
  it("reads a CSV without header as goods, quantity", () => {
    expect(
      BulkRows.parseCsv("感冒灵颗粒,3\n丹参片,4\n").rows.map((r) => [r.key, r.quantity]),
    ).toEqual([
      ["感冒灵颗粒", 3],
      ["丹参片", 4],
    ])
  })
  it("reads at most 500 rows and says how many it left", () => {
    const text = Array.from({ length: 503 }, (_, i) => `感冒灵颗粒 ${i + 1}`).join("\n")
    const parsed = BulkRows.parseText(text)
    expect(parsed.rows).toHaveLength(500)
    expect(parsed.dropped).toBe(3)
  })
})

describe("BulkRows: properties", () => {
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
    const parsed = BulkRows.parseText(text)
    expect(parsed.rows.map((r) => [r.key, r.quantity])).toEqual(items.map(([k, , q]) => [k, q]))
  })
  const field = fc.string({ maxLength: 12 }).filter((s) => s.trim() === s && s !== "")
  test.prop(
    [fc.array(fc.tuple(field, fc.integer({ min: 1, max: 999 })), { minLength: 1, maxLength: 30 })],
    runs,
  )("CSV fields with commas, quotes and line breaks survive quoting", (items) => {
    const quote = (s: string) => `"${s.replace(/"/g, '""')}"`
    const csv = ["商品名称,数量", ...items.map(([n, q]) => `${quote(n)},${q}`)].join("\r\n")
    const rows = BulkRows.parseCsv(csv).rows
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
})

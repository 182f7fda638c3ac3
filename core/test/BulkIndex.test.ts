import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as BulkIndex from "../src/BulkIndex.ts"
import { CATALOGUE, INDEX } from "./bulkCatalogue.ts"
import { runs } from "./arbitraries.ts"

describe("BulkIndex: matching", () => {
  const find = (keyword: string, maker = "", spec = "") =>
    BulkIndex.candidates(INDEX, { keyword, maker, spec })
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

describe("BulkIndex: properties", () => {
  test.prop([fc.constantFrom(...CATALOGUE)], runs)(
    "each goods is found first by its barcode and its approval number",
    (g) => {
      expect(BulkIndex.candidates(INDEX, { keyword: g.barcode }).ids).toEqual([g.id])
      expect(BulkIndex.candidates(INDEX, { keyword: g.pzwh }).ids).toEqual([g.id])
      expect(BulkIndex.candidates(INDEX, { keyword: g.name }).ids).toContain(g.id)
    },
  )
})

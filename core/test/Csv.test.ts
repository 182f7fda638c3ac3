import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Csv from "../src/Csv.ts"
import { runs } from "./arbitraries.ts"

describe("Csv: worked examples", () => {
  it("splits fields and records; quotes hold commas, doubled quotes and line breaks", () => {
    expect(Csv.records('\uFEFFa,b\r\n"c,1","say ""hi""\nthere"\n,\rlast')).toEqual([
      ["a", "b"],
      ["c,1", 'say "hi"\nthere'],
      ["", ""],
      ["last"],
    ])
  })
  it("a quote inside an unquoted field is kept as it is", () => {
    expect(Csv.records('5" screen,2\n')).toEqual([['5" screen', "2"]])
  })
})

describe("Csv: properties", () => {
  const record = fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 5 })
  test.prop([fc.array(record, { maxLength: 10 }), fc.constantFrom("\r\n", "\n", "\r")], runs)(
    "records written with every field quoted read back as they were",
    (records, newline) => {
      const quote = (field: string) => `"${field.replace(/"/g, '""')}"`
      const text = records.map((r) => `${r.map(quote).join(",")}${newline}`).join("")
      expect(Csv.records(text)).toEqual(records)
    },
  )
})

import { deflateRawSync, inflateRawSync } from "node:zlib"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as BulkRows from "../src/BulkRows.ts"
import * as Spreadsheet from "../src/Spreadsheet.ts"

/** A minimal ZIP writer (no CRC: the reader does not check it). */
function zip(files: Record<string, string>, deflate: boolean): Uint8Array {
  const enc = new TextEncoder()
  const locals: number[] = []
  const central: number[] = []
  const le = (n: number, bytes: number): number[] =>
    Array.from({ length: bytes }, (_, i) => (n >>> (8 * i)) & 0xff)
  for (const [name, text] of Object.entries(files)) {
    const raw = enc.encode(text)
    const data = deflate ? new Uint8Array(deflateRawSync(raw)) : raw
    const nameBytes = [...enc.encode(name)]
    const offset = locals.length
    const method = deflate ? 8 : 0
    locals.push(
      ...le(0x04034b50, 4),
      ...le(20, 2),
      ...le(0, 2),
      ...le(method, 2),
      ...le(0, 4),
      ...le(0, 4),
      ...le(data.length, 4),
      ...le(raw.length, 4),
      ...le(nameBytes.length, 2),
      ...le(0, 2),
      ...nameBytes,
      ...data,
    )
    central.push(
      ...le(0x02014b50, 4),
      ...le(20, 2),
      ...le(20, 2),
      ...le(0, 2),
      ...le(method, 2),
      ...le(0, 4),
      ...le(0, 4),
      ...le(data.length, 4),
      ...le(raw.length, 4),
      ...le(nameBytes.length, 2),
      ...le(0, 2),
      ...le(0, 2),
      ...le(0, 2),
      ...le(0, 2),
      ...le(0, 4),
      ...le(offset, 4),
      ...nameBytes,
    )
  }
  const count = Object.keys(files).length
  const end = [
    ...le(0x06054b50, 4),
    ...le(0, 2),
    ...le(0, 2),
    ...le(count, 2),
    ...le(count, 2),
    ...le(central.length, 4),
    ...le(locals.length, 4),
    ...le(0, 2),
  ]
  return new Uint8Array([...locals, ...central, ...end])
}

const WORKBOOK = {
  "[Content_Types].xml": "<Types/>",
  "xl/workbook.xml":
    '<workbook><sheets><sheet name="采购单" sheetId="1" r:id="rId1"/></sheets></workbook>',
  "xl/_rels/workbook.xml.rels":
    '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  "xl/sharedStrings.xml":
    '<sst><si><t>商品名称</t></si><si><t>数量</t></si><si><r><t>感冒灵</t></r><r><t xml:space="preserve">颗粒</t></r></si><si><t>条形码</t></si></sst>',
  "xl/worksheets/sheet1.xml":
    '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>3</v></c><c r="C1" t="s"><v>1</v></c></row>' +
    '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>12</v></c></row>' +
    '<row r="4"><c r="A4" t="inlineStr"><is><t>A&amp;B 片</t></is></c><c r="B4"><v>6.901234567892E12</v></c><c r="C4"><v>3</v></c></row>' +
    "</sheetData></worksheet>",
}

const read = (
  bytes: Uint8Array,
  inflate: (d: Uint8Array) => Uint8Array,
): Result.Result<ReadonlyArray<ReadonlyArray<string>>, Spreadsheet.SpreadsheetError> => {
  const entries = Spreadsheet.open(bytes)
  if (Result.isFailure(entries)) return Result.fail(entries.failure)
  const parts = new Map<string, string>()
  for (const e of entries.success)
    if (Spreadsheet.wanted(e.name))
      parts.set(e.name, new TextDecoder().decode(e.method === 8 ? inflate(e.data) : e.data))
  return Spreadsheet.firstSheet(parts)
}

describe("Spreadsheet", () => {
  for (const deflate of [false, true]) {
    it(`reads the first sheet of a workbook (${deflate ? "deflated" : "stored"})`, () => {
      const rows = read(zip(WORKBOOK, deflate), (d) => new Uint8Array(inflateRawSync(d)))
      expect(rows).toEqual(
        Result.succeed([
          ["商品名称", "条形码", "数量"],
          ["感冒灵颗粒", "", "12"],
          [],
          ["A&B 片", "6901234567892", "3"],
        ]),
      )
      const parsed = BulkRows.parseRecords(Result.getOrThrow(rows))
      expect(parsed.rows.map((r) => [r.line, r.key, r.quantity])).toEqual([
        [2, "感冒灵颗粒", 12],
        [4, "6901234567892", 3],
      ])
    })
  }
  it("refuses what is not a workbook", () => {
    expect(Result.isFailure(Spreadsheet.open(new TextEncoder().encode("商品名称,数量\n")))).toBe(
      true,
    )
    const noSheet = read(zip({ "a.txt": "x" }, false), (d) => d)
    expect(noSheet).toEqual(Result.fail(new Spreadsheet.SpreadsheetError({ reason: "noSheet" })))
  })
})

describe("Spreadsheet: cell kinds, entities and sheet lookup", () => {
  const sheetOf = (parts: Record<string, string>) =>
    Spreadsheet.firstSheet(new Map(Object.entries(parts)))

  it("reads booleans, formula strings, errors, entities and cells without a reference", () => {
    const rows = sheetOf({
      "xl/worksheets/sheet1.xml":
        '<worksheet><sheetData><row r="1"><c t="b"><v>1</v></c><c t="b"><v>0</v></c><c t="str"><v>&lt;x&gt;</v></c><c t="e"><v>#N/A</v></c></row>' +
        '<row r="2"><c t="inlineStr"><is><t>&quot;&apos;&#65;&#x4E2D;</t></is></c><c><v>1.5E-3</v></c><c r="E2"><v>2E3</v></c></row>' +
        '<row r="3"/></sheetData></worksheet>',
    })
    expect(rows).toEqual(
      Result.succeed([["TRUE", "FALSE", "<x>", "#N/A"], ["\"'A中", "1.5E-3", "", "", "2000"], []]),
    )
  })

  it("follows an absolute relationship target, else falls back to sheet1 or any worksheet", () => {
    const workbook = '<workbook><sheets><sheet name="a" r:id="r9"/></sheets></workbook>'
    const cell = (s: string) =>
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${s}</t></is></c></row></sheetData></worksheet>`
    expect(
      sheetOf({
        "xl/workbook.xml": workbook,
        "xl/_rels/workbook.xml.rels":
          '<Relationships><Relationship Id="r1" Target="worksheets/sheet1.xml"/><Relationship Id="r9" Target="/xl/worksheets/data.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": cell("one"),
        "xl/worksheets/data.xml": cell("data"),
      }),
    ).toEqual(Result.succeed([["data"]]))
    // the relationship points at a part that is missing: sheet1 is read
    expect(
      sheetOf({
        "xl/workbook.xml": workbook,
        "xl/_rels/workbook.xml.rels":
          '<Relationships><Relationship Id="r9" Target="worksheets/gone.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": cell("one"),
      }),
    ).toEqual(Result.succeed([["one"]]))
    // no workbook at all: any worksheet part is read
    expect(sheetOf({ "xl/worksheets/other.xml": cell("other") })).toEqual(
      Result.succeed([["other"]]),
    )
  })

  it("names only the parts needed to read the first sheet", () => {
    expect(Spreadsheet.wanted("xl/workbook.xml")).toBe(true)
    expect(Spreadsheet.wanted("xl/_rels/workbook.xml.rels")).toBe(true)
    expect(Spreadsheet.wanted("xl/sharedStrings.xml")).toBe(true)
    expect(Spreadsheet.wanted("xl/worksheets/sheet2.xml")).toBe(true)
    expect(Spreadsheet.wanted("xl/worksheets/_rels/sheet1.xml.rels")).toBe(false)
    expect(Spreadsheet.wanted("xl/styles.xml")).toBe(false)
    expect(Spreadsheet.wanted("[Content_Types].xml")).toBe(false)
  })

  it("refuses a damaged archive instead of reading past it", () => {
    const good = zip({ "xl/worksheets/sheet1.xml": "<worksheet/>" }, false)
    const notZip = Result.fail(new Spreadsheet.SpreadsheetError({ reason: "notZip" }))
    expect(Result.isSuccess(Spreadsheet.open(good))).toBe(true)
    // central directory signature broken
    const centralAt = good.length - 22 - (46 + "xl/worksheets/sheet1.xml".length)
    const badCentral = good.slice()
    badCentral[centralAt] = 0
    expect(Spreadsheet.open(badCentral)).toEqual(notZip)
    // local header signature broken
    const badLocal = good.slice()
    badLocal[0] = 0
    expect(Spreadsheet.open(badLocal)).toEqual(notZip)
    // the entry claims more bytes than the file has
    const tooLong = good.slice()
    tooLong[centralAt + 23] = 0x7f
    expect(Spreadsheet.open(tooLong)).toEqual(notZip)
  })
})

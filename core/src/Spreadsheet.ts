/**
 * Reading the first worksheet of an Excel workbook (.xlsx) without a library: an .xlsx file is a
 * ZIP archive of XML parts. `open` reads the archive's central directory (entries stored or
 * deflated; the caller inflates deflated ones with the platform's `DecompressionStream`, since
 * core touches no platform API); `wanted` names the parts needed; `firstSheet` takes their texts
 * and gives the rows of the workbook's first sheet as strings: shared strings, inline strings,
 * numbers (written out whole, never in exponent form), booleans; gaps between cells are "".
 * Anything that is not such a workbook is a tagged `SpreadsheetError`, never a throw.
 */
import { Data, Result } from "effect"

export class SpreadsheetError extends Data.TaggedError("SpreadsheetError")<{
  readonly reason: "notZip" | "noSheet"
}> {}

export interface Entry {
  readonly name: string
  /** 0 stored, 8 deflated (raw DEFLATE). */
  readonly method: number
  readonly data: Uint8Array
}

const u16 = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u32 = (b: Uint8Array, i: number): number => (u16(b, i) | (u16(b, i + 2) << 16)) >>> 0
const utf8 = new TextDecoder("utf-8")

/** The entries of a ZIP archive (from its central directory). */
export const open = (bytes: Uint8Array): Result.Result<ReadonlyArray<Entry>, SpreadsheetError> => {
  let end = -1
  for (let i = bytes.length - 22; i >= 0 && i >= bytes.length - 65_557; i--) {
    if (u32(bytes, i) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) return Result.fail(new SpreadsheetError({ reason: "notZip" }))
  const count = u16(bytes, end + 10)
  let at = u32(bytes, end + 16)
  const entries: Entry[] = []
  for (let n = 0; n < count; n++) {
    if (u32(bytes, at) !== 0x02014b50)
      return Result.fail(new SpreadsheetError({ reason: "notZip" }))
    const method = u16(bytes, at + 10)
    const size = u32(bytes, at + 20)
    const nameLen = u16(bytes, at + 28)
    const extraLen = u16(bytes, at + 30)
    const commentLen = u16(bytes, at + 32)
    const local = u32(bytes, at + 42)
    const name = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLen))
    if (u32(bytes, local) !== 0x04034b50)
      return Result.fail(new SpreadsheetError({ reason: "notZip" }))
    const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28)
    if (start + size > bytes.length) return Result.fail(new SpreadsheetError({ reason: "notZip" }))
    entries.push({ name, method, data: bytes.subarray(start, start + size) })
    at += 46 + nameLen + extraLen + commentLen
  }
  return Result.succeed(entries)
}

/** Whether a part is needed to read the first sheet. */
export const wanted = (name: string): boolean =>
  name === "xl/workbook.xml" ||
  name === "xl/_rels/workbook.xml.rels" ||
  name === "xl/sharedStrings.xml" ||
  /^xl\/worksheets\/[^/]+\.xml$/.test(name)

const ENTITY = /&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g
const unescape = (s: string): string =>
  s.replace(ENTITY, (_, e: string) =>
    e === "lt"
      ? "<"
      : e === "gt"
        ? ">"
        : e === "amp"
          ? "&"
          : e === "quot"
            ? '"'
            : e === "apos"
              ? "'"
              : String.fromCodePoint(
                  e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
                ),
  )

/** The text of every `<t>` in a fragment, joined (rich text runs included). */
const texts = (xml: string): string => {
  let out = ""
  for (const m of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += unescape(m[1] ?? "")
  return out
}

const attr = (attrs: string, name: string): string | null => {
  const m = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)
  return m ? unescape(m[1] ?? "") : null
}

const columnIndex = (ref: string): number => {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? ""
  let n = 0
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64)
  return n - 1
}

const numberText = (v: string): string => {
  if (!/e/i.test(v)) return v
  const n = Number(v)
  return Number.isFinite(n) && Number.isInteger(n) ? BigInt(n).toString() : v
}

/** The path of the workbook's first sheet. */
const firstSheetPath = (parts: ReadonlyMap<string, string>): string | null => {
  const workbook = parts.get("xl/workbook.xml") ?? ""
  const sheet = /<sheet\b([^>]*)\/?>/.exec(workbook)
  const rid = sheet ? attr(sheet[1] ?? "", "r:id") : null
  const rels = parts.get("xl/_rels/workbook.xml.rels") ?? ""
  if (rid !== null) {
    for (const m of rels.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
      if (attr(m[1] ?? "", "Id") !== rid) continue
      const target = attr(m[1] ?? "", "Target") ?? ""
      const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`
      if (parts.has(path)) return path
    }
  }
  if (parts.has("xl/worksheets/sheet1.xml")) return "xl/worksheets/sheet1.xml"
  for (const k of parts.keys()) if (/^xl\/worksheets\/[^/]+\.xml$/.test(k)) return k
  return null
}

/** The rows of the first sheet, from the texts of the `wanted` parts (path → XML). */
export const firstSheet = (
  parts: ReadonlyMap<string, string>,
): Result.Result<ReadonlyArray<ReadonlyArray<string>>, SpreadsheetError> => {
  const path = firstSheetPath(parts)
  if (path === null) return Result.fail(new SpreadsheetError({ reason: "noSheet" }))
  const shared: string[] = []
  for (const m of (parts.get("xl/sharedStrings.xml") ?? "").matchAll(/<si>([\s\S]*?)<\/si>/g))
    shared.push(texts(m[1] ?? ""))
  const rows: string[][] = []
  for (const row of (parts.get(path) ?? "").matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(attr(row[1] ?? "", "r") ?? "0")
    while (Number.isSafeInteger(r) && rows.length < Math.min(r - 1, 1_000_000)) rows.push([])
    const cells: string[] = []
    let next = 0
    for (const c of (row[2] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? ""
      const body = c[2] ?? ""
      const ref = attr(attrs, "r")
      const index = ref === null ? next : columnIndex(ref)
      const type = attr(attrs, "t")
      const v = unescape(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? "")
      const value =
        type === "s"
          ? (shared[Number(v)] ?? "")
          : type === "inlineStr"
            ? texts(body)
            : type === "b"
              ? v === "1"
                ? "TRUE"
                : "FALSE"
              : type === "str" || type === "e"
                ? v
                : numberText(v)
      while (cells.length < index) cells.push("")
      cells[index] = value
      next = index + 1
    }
    rows.push(cells)
  }
  return Result.succeed(rows)
}

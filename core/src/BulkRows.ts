/**
 * The rows of a bulk purchase list (批量采购 on 快速采购): a buyer pastes a list (one goods a line:
 * name, approval number 批准文号 or barcode, then the quantity) or uploads a sheet exported by a
 * pharmacy ERP (CSV, core `Csv`, or the first worksheet of an .xlsx workbook, core `Spreadsheet`).
 *
 * Blank lines are skipped; at most `MAX_ROWS` rows are read and the rest counted (`dropped`). A
 * text line's quantity is its last field after a space, tab, comma or semicolon, optionally
 * followed by a packing unit (`10`, `10盒`); full-width characters count as their half-width
 * forms. A sheet with a header row is read by column names (商品名称/品名, 批准文号, 条形码/条码,
 * 数量, 生产厂家, 规格); without one, the first column is the goods and the second the quantity. A
 * row's key is its barcode, else its approval number, else its name. The back end finds each
 * key's goods (core `BulkIndex`) and the web app resolves the rows (core `BulkPurchase`).
 */
import * as Csv from "./Csv.ts"

/** At most this many rows are read from one paste or file. */
export const MAX_ROWS = 500

export interface Row {
  /** 1-based line (text) or row (sheet, header counted) number. */
  readonly line: number
  /** What identifies the goods: barcode, approval number or name. */
  readonly key: string
  /** The quantity as read; `null` when missing or not a whole number above 0. */
  readonly quantity: number | null
  /** The quantity text as typed ("" when missing). */
  readonly quantityText: string
  readonly maker: string
  readonly spec: string
}

export interface Parsed {
  readonly rows: ReadonlyArray<Row>
  /** Rows beyond `MAX_ROWS` that were not read. */
  readonly dropped: number
}

const FULL_WIDTH = /[\uFF01-\uFF5E]/g
/** Full-width letters, digits and signs (as a Chinese input method types them) in half width. */
export const halfWidth = (s: string): string =>
  s
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ")

const UNIT = "(?:盒|瓶|袋|支|包|件|板|个|台|只|罐|片|粒|贴|套|卷|提|箱|条|听|桶|本|张|付|副|kg|g)?"
const TRAILING_QTY = new RegExp(`^(.*?)[\\s,;\\t]+(\\d+)\\s*${UNIT}\\s*$`)
const ONLY_QTY = new RegExp(`^(\\d+)\\s*${UNIT}$`)

const readQuantity = (text: string): number | null => {
  const m = ONLY_QTY.exec(text.trim())
  if (!m) return null
  const n = Number(m[1])
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** Reads pasted text: one goods a line, the quantity last. */
export const parseText = (text: string): Parsed => {
  const rows: Row[] = []
  let dropped = 0
  const lines = text.split(/\r\n|\r|\n/)
  lines.forEach((raw, i) => {
    const line = halfWidth(raw).replace(/[，]/g, ",").replace(/[；]/g, ";").trim()
    if (line === "") return
    if (rows.length >= MAX_ROWS) {
      dropped += 1
      return
    }
    const m = TRAILING_QTY.exec(line)
    const key = (m ? (m[1] ?? "") : line).replace(/[\s,;]+$/, "").trim()
    const quantityText = m ? line.slice((m[1] ?? "").length).replace(/^[\s,;]+/, "") : ""
    rows.push({
      line: i + 1,
      key,
      quantity: m ? readQuantity(quantityText) : null,
      quantityText,
      maker: "",
      spec: "",
    })
  })
  return { rows, dropped }
}

type Column = "name" | "pzwh" | "barcode" | "quantity" | "maker" | "spec"

const HEADERS: ReadonlyArray<[Column, RegExp]> = [
  ["barcode", /^(条形码|条码|商品条码|国际条码|barcode)$/i],
  ["pzwh", /^(批准文号|批文|批文号|注册证号|pzwh)$/i],
  ["quantity", /^(数量|采购数量|订货数量|需求数量|计划数量|订购数量|qty|quantity)$/i],
  ["maker", /^(生产厂家|厂家|生产企业|生产商|sccj)$/i],
  ["spec", /^(规格|药品规格|ypgg)$/i],
  ["name", /^(商品名称|品名|药品名称|名称|通用名|通用名称|商品名|name)$/i],
]

const columnOf = (header: string): Column | null => {
  const h = header.trim()
  for (const [col, re] of HEADERS) if (re.test(h)) return col
  return null
}

/** Reads a CSV sheet (with or without a header row). */
export const parseCsv = (text: string): Parsed => parseRecords(Csv.records(text))

/** Reads the records of a sheet (CSV or the first worksheet of an .xlsx workbook). */
export const parseRecords = (records: ReadonlyArray<ReadonlyArray<string>>): Parsed => {
  const first = records[0] ?? []
  const mapped = first.map(columnOf)
  const hasHeader = mapped.some((c) => c !== null)
  const at = (rec: ReadonlyArray<string>, col: Column): string => {
    if (!hasHeader) {
      const i = col === "name" ? 0 : col === "quantity" ? 1 : -1
      return i < 0 ? "" : halfWidth(rec[i] ?? "").trim()
    }
    const i = mapped.indexOf(col)
    return i < 0 ? "" : halfWidth(rec[i] ?? "").trim()
  }
  const rows: Row[] = []
  let dropped = 0
  records.forEach((rec, i) => {
    if (hasHeader && i === 0) return
    if (rec.every((f) => f.trim() === "")) return
    if (rows.length >= MAX_ROWS) {
      dropped += 1
      return
    }
    const key = at(rec, "barcode") || at(rec, "pzwh") || at(rec, "name")
    const quantityText = at(rec, "quantity")
    rows.push({
      line: i + 1,
      key,
      quantity: readQuantity(quantityText),
      quantityText,
      maker: at(rec, "maker"),
      spec: at(rec, "spec"),
    })
  })
  return { rows, dropped }
}

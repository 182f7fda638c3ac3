/**
 * Bulk purchase (批量采购 on 快速采购): a buyer pastes a list (one goods a line: name, approval
 * number 批准文号 or barcode, then the quantity) or uploads a CSV sheet exported by a pharmacy
 * ERP; each row is matched to goods and the matched rows go to the cart in one request.
 *
 * - Parsing (`parseText`, `parseCsv`): blank lines are skipped; at most `MAX_ROWS` rows. A text
 *   line's quantity is its last field after a space, tab, comma or semicolon, optionally followed
 *   by a packing unit (`10`, `10盒`); full-width digits count. A CSV sheet with a header row is
 *   read by column names (商品名称/品名, 批准文号, 条形码/条码, 数量, 生产厂家, 规格); without one,
 *   the first column is the goods and the second the quantity. A row's key is its barcode, else
 *   its approval number, else its name.
 * - Matching (`buildIndex`, `candidates`, used by the back end): exact barcode, then exact approval
 *   number (with or without 国药准字), then exact name, then exact pinyin initials or mnemonic,
 *   then names containing the key or contained in it (initials starting with a latin key). The
 *   first kind that finds anything wins; maker and spec hints (or words of the key) narrow it.
 * - Resolving (`resolveAll`, in the web app): one candidate is matched, several are ambiguous (the
 *   buyer chooses), none is unmatched with the reason. The quantity follows the cart's rule
 *   (`CartLineInput.checkQuantity`): a whole number above 0, rounded UP to the pack size
 *   (中包装) with the rule shown (`已按中包装调整为{n}{unit}`), within the stock; goods not buyable or
 *   out of stock are refused with the reason. Rows of the same goods are added together.
 */
import { Result } from "effect"
import * as CartLineInput from "./CartLineInput.ts"
import * as Field from "./Field.ts"
import * as LadderPrice from "./LadderPrice.ts"
import * as Messages from "./Messages.ts"
import * as Quantity from "./Quantity.ts"

/** At most this many rows are read from one paste or file. */
export const MAX_ROWS = 500
/** At most this many candidates are offered for an ambiguous row. */
export const MAX_CANDIDATES = 10

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
const halfWidth = (s: string): string =>
  s
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ")

/** Lower case, half width, no spaces: the form keys are compared in. */
export const normalise = (s: string): string => halfWidth(s).toLowerCase().replace(/\s+/g, "")

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

/** Splits CSV text into records (RFC 4180: quoted fields may hold commas, quotes, line breaks). */
export const csvRecords = (text: string): string[][] => {
  const records: string[][] = []
  let field = ""
  let record: string[] = []
  let quoted = false
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
    } else if (c === '"' && field === "") quoted = true
    else if (c === ",") {
      record.push(field)
      field = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++
      record.push(field)
      records.push(record)
      record = []
      field = ""
    } else field += c
  }
  if (field !== "" || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
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
export const parseCsv = (text: string): Parsed => parseRecords(csvRecords(text))

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

// ---------------------------------------------------------------------------------------------
// Matching (the back end keeps an index of its catalogue)

/** What the index needs of goods. */
export interface Indexable {
  readonly id: number
  readonly name: string
  /** Lower-case pinyin initials of the name. */
  readonly initials: string
  /** Mnemonic code (助记码), may equal the initials. */
  readonly mnemonic: string
  readonly pzwh: string
  readonly barcode: string
  readonly sccj: string
  readonly ypgg: string
}

export type MatchBy = "barcode" | "pzwh" | "name" | "initials" | "partial"

export interface Index {
  readonly goods: ReadonlyArray<Indexable>
  readonly byBarcode: ReadonlyMap<string, ReadonlyArray<Indexable>>
  readonly byPzwh: ReadonlyMap<string, ReadonlyArray<Indexable>>
  readonly byName: ReadonlyMap<string, ReadonlyArray<Indexable>>
  readonly byInitials: ReadonlyMap<string, ReadonlyArray<Indexable>>
  /** Normalised names, in `goods` order. */
  readonly names: ReadonlyArray<string>
}

const PZWH_PREFIX = /^国药准字/

const pushTo = (m: Map<string, Indexable[]>, k: string, g: Indexable): void => {
  if (k === "") return
  const list = m.get(k)
  if (list) {
    if (!list.includes(g)) list.push(g)
  } else m.set(k, [g])
}

export const buildIndex = (goods: ReadonlyArray<Indexable>): Index => {
  const byBarcode = new Map<string, Indexable[]>()
  const byPzwh = new Map<string, Indexable[]>()
  const byName = new Map<string, Indexable[]>()
  const byInitials = new Map<string, Indexable[]>()
  for (const g of goods) {
    pushTo(byBarcode, normalise(g.barcode), g)
    const p = normalise(g.pzwh)
    pushTo(byPzwh, p, g)
    pushTo(byPzwh, p.replace(PZWH_PREFIX, ""), g)
    pushTo(byName, normalise(g.name), g)
    pushTo(byInitials, g.initials.toLowerCase(), g)
    pushTo(byInitials, g.mnemonic.toLowerCase(), g)
  }
  return {
    goods,
    byBarcode,
    byPzwh,
    byName,
    byInitials,
    names: goods.map((g) => normalise(g.name)),
  }
}

export interface Query {
  readonly keyword: string
  readonly maker?: string
  readonly spec?: string
}

export interface Candidates {
  readonly by: MatchBy | null
  /** Best first, at most `MAX_CANDIDATES`. */
  readonly ids: ReadonlyArray<number>
  /** How many goods matched before the cut. */
  readonly total: number
}

const LATIN = /^[a-z0-9]+$/

const narrow = (
  found: ReadonlyArray<Indexable>,
  q: Query,
  key: string,
): ReadonlyArray<Indexable> => {
  let list = found
  const hint = (value: string | undefined, of: (g: Indexable) => string): void => {
    const h = normalise(value ?? "")
    if (h === "" || list.length < 2) return
    const kept = list.filter((g) => {
      const v = normalise(of(g))
      return v !== "" && (v.includes(h) || h.includes(v))
    })
    if (kept.length > 0) list = kept
  }
  hint(q.maker, (g) => g.sccj)
  hint(q.spec, (g) => g.ypgg)
  if (list.length > 1) {
    // Words of the key beyond the name (a pasted "阿莫西林胶囊 0.25g*24粒 华北制药") narrow too.
    const kept = list.filter((g) => {
      const spec = normalise(g.ypgg)
      const maker = normalise(g.sccj)
      return (spec !== "" && key.includes(spec)) || (maker !== "" && key.includes(maker))
    })
    if (kept.length > 0) list = kept
  }
  return list
}

/** The goods a row's key may mean, and how they were found. */
export const candidates = (index: Index, q: Query): Candidates => {
  const key = normalise(q.keyword)
  if (key === "") return { by: null, ids: [], total: 0 }
  const pick = (by: MatchBy, found: ReadonlyArray<Indexable>): Candidates => {
    const list = narrow(found, q, key)
    return { by, ids: list.slice(0, MAX_CANDIDATES).map((g) => g.id), total: list.length }
  }
  const barcode = index.byBarcode.get(key)
  if (barcode) return pick("barcode", barcode)
  const pzwh = index.byPzwh.get(key) ?? index.byPzwh.get(key.replace(PZWH_PREFIX, ""))
  if (pzwh) return pick("pzwh", pzwh)
  const name = index.byName.get(key)
  if (name) return pick("name", name)
  const latin = LATIN.test(key)
  if (latin) {
    const initials = index.byInitials.get(key)
    if (initials) return pick("initials", initials)
  }
  const partial: Indexable[] = []
  index.goods.forEach((g, i) => {
    const n = index.names[i] ?? ""
    if (
      (latin && key.length >= 2 && (g.initials.startsWith(key) || g.mnemonic.startsWith(key))) ||
      (!latin && key.length >= 2 && n.includes(key)) ||
      (n.length >= 2 && key.includes(n))
    )
      partial.push(g)
  })
  if (partial.length === 0) return { by: null, ids: [], total: 0 }
  // Longest contained name first ("复方丹参滴丸" before "丹参"), then catalogue order.
  const longest = (g: Indexable): number => {
    const n = normalise(g.name)
    return key.includes(n) ? n.length : 0
  }
  partial.sort((a, b) => longest(b) - longest(a))
  const best = longest(partial[0] as Indexable)
  return pick("partial", best > 0 ? partial.filter((g) => longest(g) === best) : partial)
}

// ---------------------------------------------------------------------------------------------
// Resolving (the web app, with the goods the back end answered)

/** Goods as the API sends them (`components.schemas.Goods`, read loosely). */
export interface Goods extends CartLineInput.Goods {
  readonly id: number
  readonly name?: unknown
  readonly sccj?: unknown
  readonly ypgg?: unknown
}

export interface Answer {
  readonly by: MatchBy | null
  readonly ids: ReadonlyArray<number>
}

export type Resolved<G extends Goods> =
  | {
      readonly _tag: "Matched"
      readonly row: Row
      readonly goods: G
      readonly by: MatchBy
      /** The quantity to add (after rounding, and after adding rows of the same goods). */
      readonly number: number
      /** The pack rule applied to this row, e.g. `已按中包装调整为20盒`, or `null`. */
      readonly adjusted: string | null
      /** Other rows of the same goods added into this one (their line numbers). */
      readonly mergedLines: ReadonlyArray<number>
    }
  | {
      readonly _tag: "Ambiguous"
      readonly row: Row
      readonly choices: ReadonlyArray<G>
      readonly message: string
    }
  | {
      readonly _tag: "Unmatched"
      readonly row: Row
      /** The goods when found but not addable (not buyable, out of stock, above stock). */
      readonly goods: G | null
      readonly reason: string
    }
  | {
      /** Added into an earlier row of the same goods. */
      readonly _tag: "Merged"
      readonly row: Row
      readonly goods: G
      readonly intoLine: number
    }

/**
 * A candidate as the 待选择 picker names it, so that goods of one name can be told apart: its name,
 * spec and maker, the unit price of the row's quantity (of its pack when the row has none) and its
 * stock, or why it cannot be bought (缺货, 暂不可购买).
 */
export const choiceLabel = (g: Goods, quantity: number | null): string => {
  const goods = [g.name, g.ypgg, g.sccj]
    .map(Field.text)
    .filter((t) => t !== "")
    .join(" ")
  const price = LadderPrice.unitPrice(g, quantity ?? Quantity.limitsOf(g).min)
  const stock = Field.int(g.number)
  const state =
    CartLineInput.unavailable(g) ??
    (stock === null ? null : Messages.member.bulk.stock(stock, unitOf(g)))
  return Messages.member.bulk.choice(goods, price, state)
}

/** How a match was found, in words (条形码, 批准文号, 商品名称, 拼音首字母, 名称相近). */
export const byLabel = (by: MatchBy): string => Messages.member.bulk.by[by]

/**
 * Resolves every row with its answer (`answers[i]` for `rows[i]`), the goods the answers name
 * and the buyer's choices for ambiguous rows (line → goods id).
 */
export const resolveAll = <G extends Goods>(
  rows: ReadonlyArray<Row>,
  answers: ReadonlyArray<Answer>,
  goodsById: ReadonlyMap<number, G>,
  choices: ReadonlyMap<number, number> = new Map(),
): ReadonlyArray<Resolved<G>> => {
  const M = Messages.member.bulk
  const first: Array<Resolved<G>> = rows.map((row, i) => {
    const answer = answers[i] ?? { by: null, ids: [] }
    if (row.key === "") return { _tag: "Unmatched", row, goods: null, reason: M.keyMissing }
    const found = answer.ids.flatMap((id) => {
      const g = goodsById.get(id)
      return g ? [g] : []
    })
    const chosenId = choices.get(row.line)
    const chosen = chosenId === undefined ? undefined : found.find((g) => g.id === chosenId)
    if (found.length === 0 || answer.by === null)
      return { _tag: "Unmatched", row, goods: null, reason: M.noMatch }
    if (found.length > 1 && !chosen)
      return { _tag: "Ambiguous", row, choices: found, message: M.ambiguous(found.length) }
    const goods = chosen ?? (found[0] as G)
    if (row.quantity === null)
      return {
        _tag: "Unmatched",
        row,
        goods,
        reason: row.quantityText === "" ? M.quantityMissing : M.quantityInvalid,
      }
    const checked = CartLineInput.checkQuantity(goods, row.quantity)
    if (Result.isFailure(checked))
      return { _tag: "Unmatched", row, goods, reason: checked.failure.message }
    return {
      _tag: "Matched",
      row,
      goods,
      by: answer.by,
      number: checked.success.number,
      adjusted: checked.success.adjusted?.message ?? null,
      mergedLines: [],
    }
  })
  // Rows of the same goods are added into the first of them, and the sum checked again.
  const out = [...first]
  const firstOf = new Map<number, number>()
  out.forEach((r, i) => {
    if (r._tag !== "Matched") return
    const at = firstOf.get(r.goods.id)
    if (at === undefined) {
      firstOf.set(r.goods.id, i)
      return
    }
    const head = out[at]
    if (!head || head._tag !== "Matched") return
    const total = head.number + r.number
    const stock = Field.int(head.goods.number)
    if (stock !== null && total > stock) {
      out[i] = {
        _tag: "Unmatched",
        row: r.row,
        goods: r.goods,
        reason: M.sumAboveStock(head.row.line, Messages.aboveStock(stock, unitOf(head.goods))),
      }
      return
    }
    out[at] = { ...head, number: total, mergedLines: [...head.mergedLines, r.row.line] }
    out[i] = { _tag: "Merged", row: r.row, goods: r.goods, intoLine: head.row.line }
  })
  return out
}

const unitOf = (g: Goods): string => (typeof g.bzdw === "string" ? g.bzdw : "")

/** The cart lines of the matched rows (one per goods). */
export const cartLines = <G extends Goods>(
  resolved: ReadonlyArray<Resolved<G>>,
): ReadonlyArray<CartLineInput.CartLineInput> =>
  resolved.flatMap((r) => {
    if (r._tag !== "Matched") return []
    const built = CartLineInput.fromProduct({ ...r.goods, cartNum: r.number })
    return Result.isSuccess(built) ? [built.success.line] : []
  })

export interface Summary {
  readonly matched: number
  readonly ambiguous: number
  readonly unmatched: number
  readonly merged: number
  /** Matched rows whose quantity was rounded up to the pack (the buyer should check them). */
  readonly adjusted: number
}

export const summary = <G extends Goods>(resolved: ReadonlyArray<Resolved<G>>): Summary => {
  const count = (tag: Resolved<G>["_tag"]): number => resolved.filter((r) => r._tag === tag).length
  return {
    matched: count("Matched"),
    ambiguous: count("Ambiguous"),
    unmatched: count("Unmatched"),
    merged: count("Merged"),
    adjusted: resolved.filter((r) => r._tag === "Matched" && r.adjusted !== null).length,
  }
}

/**
 * 批量采购 (bulk purchase on /zzfw/kjcg): the buyer pastes a list or chooses a CSV file; core
 * `BulkRows` reads the rows (an .xlsx file through core `Spreadsheet`, its deflated parts inflated
 * with the browser's DecompressionStream: no spreadsheet package), the back end finds each row's candidates (POST /api/goods/match,
 * one request), core `BulkPurchase` resolves every row (matched / ambiguous / unmatched with the reason, quantity
 * rounded up to the pack with the rule shown, rows of the same goods added together), the buyer
 * chooses for ambiguous rows, and the matched rows go to the cart in one POST /api/cart. The pasted
 * text stays in the box; a file's rows are kept until the next paste or file.
 */
import { batch, computed, signal } from "@preact/signals-react"
import * as BulkPurchase from "@mall/core/BulkPurchase"
import * as BulkRows from "@mall/core/BulkRows"
import * as Messages from "@mall/core/Messages"
import * as Spreadsheet from "@mall/core/Spreadsheet"
import { Result } from "effect"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { resource } from "../../lib/kit/resource.ts"
import * as GoodsApi from "../../lib/goods/api.ts"
import { refreshCartCount } from "../../lib/session/session.ts"
import { notify, notifyError } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export type MatchedGoods = Of<"BulkMatch">["goods"][number]
export type Row = BulkPurchase.Resolved<MatchedGoods>

export const text = signal("")
/** The name of the file the rows came from, or `null` for pasted text. */
export const fileName = signal<string | null>(null)
export const notice = signal<string | null>(null)
/** Line → chosen goods id, for ambiguous rows. */
export const choices = signal<ReadonlyMap<number, number>>(new Map())

/** The matched rows being added to the cart. */
const adding = signal(false)

/** The rows as read, with the back end's candidates for each and the goods they name. */
type Matched = {
  readonly parsed: BulkRows.Parsed
  readonly answers: ReadonlyArray<BulkPurchase.Answer>
  readonly goodsById: ReadonlyMap<number, MatchedGoods>
}

/** The last rows matched (POST /api/goods/match): a newer paste or file always wins. */
const match = resource(
  async (p: BulkRows.Parsed): Promise<Matched | undefined> => {
    const data = await Api.match(
      p.rows.map((r) => r.key),
      p.rows.map((r) => r.maker),
      p.rows.map((r) => r.spec),
    )
    if (data === undefined) return undefined
    return {
      parsed: p,
      answers: data.rows.map((r) => ({
        by: r.match_by === "none" ? null : r.match_by,
        ids: r.goods_ids,
      })),
      goodsById: new Map(data.goods.map((g) => [g.id, g])),
    }
  },
  {
    shown: ({ parsed }) => {
      choices.value = new Map()
      notice.value =
        parsed.dropped > 0 ? Messages.member.bulk.dropped(BulkRows.MAX_ROWS, parsed.dropped) : null
    },
  },
)

export const status = computed<"idle" | "matching" | "ready" | "adding">(() =>
  adding.value
    ? "adding"
    : match.status.value === "loading"
      ? "matching"
      : match.data.value !== null
        ? "ready"
        : "idle",
)

export const rows = computed<ReadonlyArray<Row>>(() => {
  const m = match.data.value
  if (m === null) return []
  return BulkPurchase.resolveAll(m.parsed.rows, m.answers, m.goodsById, choices.value)
})
export const summary = computed(() => BulkPurchase.summary(rows.value))

export const lines = computed(() => BulkPurchase.cartLines(rows.value))

async function matchParsed(p: BulkRows.Parsed): Promise<void> {
  if (p.rows.length === 0) {
    batch(() => {
      match.reset()
      notice.value = Messages.member.bulk.empty
    })
    return
  }
  await match.load(p)
}

/** Matches the pasted text. */
export function matchText(): Promise<void> {
  fileName.value = null
  return matchParsed(BulkRows.parseText(text.value))
}

/** Inflates a raw-DEFLATE ZIP entry with the platform's DecompressionStream. */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream("deflate-raw"))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The rows of an .xlsx workbook's first sheet (core Spreadsheet), or `null` when unreadable. */
async function xlsxRecords(
  bytes: Uint8Array,
): Promise<ReadonlyArray<ReadonlyArray<string>> | null> {
  const entries = Spreadsheet.open(bytes)
  if (Result.isFailure(entries)) return null
  const parts = new Map<string, string>()
  const utf8 = new TextDecoder("utf-8")
  try {
    for (const e of entries.success)
      if (Spreadsheet.wanted(e.name))
        parts.set(e.name, utf8.decode(e.method === 8 ? await inflate(e.data) : e.data))
  } catch {
    return null
  }
  const rows = Spreadsheet.firstSheet(parts)
  return Result.isSuccess(rows) ? rows.success : null
}

/** Reads a chosen file: .xlsx (first sheet) or CSV (UTF-8, or GBK as Chinese Excel saves it). */
export async function matchFile(file: File): Promise<void> {
  const isXlsx = /\.xlsx$/i.test(file.name)
  if (!isXlsx && !/\.csv$/i.test(file.name)) {
    notifyError(Messages.member.bulk.fileType)
    return
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  let parsedFile: BulkRows.Parsed
  if (isXlsx) {
    const records = await xlsxRecords(bytes)
    if (records === null) {
      notifyError(Messages.member.bulk.fileUnreadable)
      return
    }
    parsedFile = BulkRows.parseRecords(records)
  } else {
    let content = new TextDecoder("utf-8").decode(bytes)
    if (content.includes("\uFFFD")) content = new TextDecoder("gbk").decode(bytes)
    parsedFile = BulkRows.parseCsv(content)
  }
  fileName.value = file.name
  return matchParsed(parsedFile)
}

export function choose(line: number, goodsId: number): void {
  choices.value = new Map(choices.value).set(line, goodsId)
}

/** Adds every matched row to the cart in one request. */
export async function addAll(): Promise<void> {
  const toAdd = lines.value
  if (toAdd.length === 0) {
    notifyError(Messages.member.bulk.nothingToAdd)
    return
  }
  adding.value = true
  const outcome = await GoodsApi.addLines(toAdd)
  adding.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notify(outcome.message || Messages.member.bulk.added)
  void refreshCartCount()
}

export function clear(): void {
  batch(() => {
    match.reset()
    text.value = ""
    fileName.value = null
    choices.value = new Map()
    notice.value = null
    adding.value = false
  })
}

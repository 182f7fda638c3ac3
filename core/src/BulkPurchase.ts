/**
 * Resolving a bulk purchase (批量采购) in the web app: each row of the buyer's list (core
 * `BulkRows`) with the goods the back end found for its key (core `BulkIndex`). One candidate is
 * matched, several are ambiguous (the buyer chooses), none is unmatched with the reason. The
 * quantity follows the cart's rule (`CartLineInput.checkQuantity`): a whole number above 0,
 * rounded UP to the pack size (中包装) with the rule shown (`已按中包装调整为{n}{unit}`), within the
 * stock; goods not buyable or out of stock are refused with the reason. Rows of the same goods
 * are added together, and the matched rows become the cart lines sent in one request.
 */
import { Result } from "effect"
import type * as BulkIndex from "./BulkIndex.ts"
import type * as BulkRows from "./BulkRows.ts"
import * as CartLineInput from "./CartLineInput.ts"
import type * as Contract from "./Contract.ts"
import * as LadderPrice from "./LadderPrice.ts"
import * as Messages from "./Messages.ts"
import * as Quantity from "./Quantity.ts"

/** Goods as the back end's match answer sends them (`Contract.Goods`): a line to add needs an id. */
export type Goods = CartLineInput.Goods &
  Pick<Contract.Goods, "id"> &
  Partial<Pick<Contract.Goods, "name" | "ypgg" | "sccj">>

export interface Answer {
  readonly by: BulkIndex.MatchBy | null
  readonly ids: ReadonlyArray<number>
}

export type Resolved<G extends Goods> =
  | {
      readonly _tag: "Matched"
      readonly row: BulkRows.Row
      readonly goods: G
      readonly by: BulkIndex.MatchBy
      /** The quantity to add (after rounding, and after adding rows of the same goods). */
      readonly number: number
      /** The pack rule applied to this row, e.g. `已按中包装调整为20盒`, or `null`. */
      readonly adjusted: string | null
      /** Other rows of the same goods added into this one (their line numbers). */
      readonly mergedLines: ReadonlyArray<number>
    }
  | {
      readonly _tag: "Ambiguous"
      readonly row: BulkRows.Row
      readonly choices: ReadonlyArray<G>
      readonly message: string
    }
  | {
      readonly _tag: "Unmatched"
      readonly row: BulkRows.Row
      /** The goods when found but not addable (not buyable, out of stock, above stock). */
      readonly goods: G | null
      readonly reason: string
    }
  | {
      /** Added into an earlier row of the same goods. */
      readonly _tag: "Merged"
      readonly row: BulkRows.Row
      readonly goods: G
      readonly intoLine: number
    }

/** How a match was found, in words (条形码, 批准文号, 商品名称, 拼音首字母, 名称相近). */
export const byLabel = (by: BulkIndex.MatchBy): string => Messages.member.bulk.by[by]

/**
 * Resolves every row with its answer (`answers[i]` for `rows[i]`), the goods the answers name
 * and the buyer's choices for ambiguous rows (line → goods id).
 */
export const resolveAll = <G extends Goods>(
  rows: ReadonlyArray<BulkRows.Row>,
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
    const stock = head.goods.number ?? null
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

const unitOf = (g: Goods): string => g.bzdw ?? ""

/**
 * A candidate as the 待选择 picker names it, so that goods of one name can be told apart: its name,
 * spec and maker, the unit price of the row's quantity (of its pack when the row has none) and its
 * stock, or why it cannot be bought (缺货, 暂不可购买).
 */
export const choiceLabel = (g: Goods, quantity: number | null): string => {
  const goods = [g.name, g.ypgg, g.sccj]
    .map((t) => (t ?? "").trim())
    .filter((t) => t !== "")
    .join(" ")
  const price = LadderPrice.unitPrice(g, quantity ?? Quantity.limitsOf(g).min)
  const state =
    CartLineInput.unavailable(g) ??
    (g.number === undefined ? null : Messages.member.bulk.stock(g.number, unitOf(g)))
  return Messages.member.bulk.choice(goods, price, state)
}

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

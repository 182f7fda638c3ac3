/**
 * The chosen cart lines on 确认订单 (/cart/step2) and at order creation: whether each can still be
 * ordered, and what a combination line is made of.
 *
 * A line cannot be ordered when its goods are not buyable (`goods.is_buy` 0: 暂不可购买), out of
 * stock (`goods.number` 0: 缺货), or their stock is below the line's quantity (库存不足，仅剩
 * {n}{unit}; a combination's stock is counted in sets, 组). `check` sorts the chosen line ids into
 * the lines that can be ordered, the ones that cannot (with the goods' name and why), and the ids
 * no longer in the cart, so that nothing chosen is dropped without the buyer being told; the order
 * is placed only when every chosen line can be ordered (`refusal` is the message otherwise).
 *
 * A combination line (`goods_type` 3) is named by its combination and counted in sets (组), its
 * stock the combination's (core `Combination.setTerms`).
 */
import * as Combination from "./Combination.ts"
import type * as Contract from "./Contract.ts"
import * as Field from "./Field.ts"
import * as Messages from "./Messages.ts"

export type Problem =
  | { readonly _tag: "NotBuyable" }
  | { readonly _tag: "OutOfStock" }
  | { readonly _tag: "ShortStock"; readonly stock: number }

/** A chosen cart line as far as ordering it goes (`Contract.CartLine`). */
export type Line = Combination.Line &
  Partial<Pick<Contract.CartLine, "id" | "number">> & {
    readonly goods?: Partial<Pick<Contract.Goods, "is_buy" | "number" | "bzdw" | "name">> | null
  }

/** What a line's stock and buyability are read from: the combination's for a combination line. */
const termsOf = (raw: Line): Partial<Pick<Contract.Goods, "is_buy" | "number">> | null =>
  Combination.isLine(raw) ? Combination.setTerms(raw) : (raw.goods ?? null)

/** Why the line cannot be ordered, or `null` when it can. */
export const problemOf = (raw: Line): Problem | null => {
  const terms = termsOf(raw)
  if (terms !== null && terms.is_buy === 0) return { _tag: "NotBuyable" }
  const stock = terms?.number ?? null
  if (stock !== null && stock <= 0) return { _tag: "OutOfStock" }
  const quantity = raw.number ?? 0
  if (stock !== null && stock < quantity) return { _tag: "ShortStock", stock }
  return null
}

/** The unit a line is counted in: 组 for a combination, else the goods' packing unit. */
export const unitOf = (raw: Line): string =>
  Combination.isLine(raw) ? Messages.cart.setUnit : (raw.goods?.bzdw ?? "").trim()

/** The reason shown for a problem. */
export const reasonOf = (problem: Problem, unit: string): string => {
  switch (problem._tag) {
    case "NotBuyable":
      return Messages.text["goods.notBuyable"]
    case "OutOfStock":
      return Messages.text["goods.outOfStock"]
    case "ShortStock":
      return Messages.checkout.shortStock(problem.stock, unit)
  }
}

/** The name the buyer knows the line by: the combination's name, else the goods'. */
export const nameOf = (raw: Line): string =>
  Combination.ofLine(raw)?.name ?? (raw.goods?.name ?? "").trim()

export interface Unbuyable {
  readonly id: string
  readonly name: string
  readonly reason: string
}

export interface Check<L extends Line> {
  /** The chosen lines that can be ordered, in the order they came. */
  readonly orderable: ReadonlyArray<L>
  /** The chosen lines that cannot, with why. */
  readonly unbuyable: ReadonlyArray<Unbuyable>
  /** Chosen ids with no line (no longer in the cart). */
  readonly missing: ReadonlyArray<string>
}

/** Sorts the chosen ids' lines: orderable, unbuyable (with the reason), missing. */
export const check = <L extends Line>(
  ids: ReadonlyArray<string>,
  lines: ReadonlyArray<L>,
): Check<L> => {
  const byId = new Map<string, L>()
  for (const l of lines) {
    const id = l.id === undefined ? null : String(l.id)
    if (id !== null && !byId.has(id)) byId.set(id, l)
  }
  const orderable: Array<L> = []
  const unbuyable: Array<Unbuyable> = []
  const missing: Array<string> = []
  const seen = new Set<string>()
  for (const raw of ids) {
    const id = Field.id(raw)
    if (id === null || seen.has(id)) continue
    seen.add(id)
    const line = byId.get(id)
    if (line === undefined) {
      missing.push(id)
      continue
    }
    const problem = problemOf(line)
    if (problem === null) orderable.push(line)
    else unbuyable.push({ id, name: nameOf(line), reason: reasonOf(problem, unitOf(line)) })
  }
  return { orderable, unbuyable, missing }
}

/** True when every chosen line is there and can be ordered. */
export const allOrderable = (c: Check<Line>): boolean =>
  c.unbuyable.length === 0 && c.missing.length === 0

/**
 * Why the order is refused, or `null` when it can be placed: the goods that cannot be bought
 * with their reasons, else the count of chosen lines no longer in the cart.
 */
export const refusal = (c: Check<Line>): string | null => {
  if (c.unbuyable.length > 0)
    return Messages.checkout.refused(
      c.unbuyable.map((u) => Messages.checkout.unbuyableLine(u.name, u.reason)).join("；"),
    )
  if (c.missing.length > 0) return Messages.checkout.linesGone(c.missing.length)
  return null
}

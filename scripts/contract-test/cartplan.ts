/**
 * Carts that come to an exact amount: the boundary cases need a cart whose goods sit at a
 * threshold, one fen under it or one fen over it. What the server allows is learnt first (the
 * world): the goods of the first pages of its list that can be bought, which of them take part
 * in 满减 (from the cart's `goods_manjian_amount`), its free-shipping threshold and fee, its 满减
 * tiers and the first account's coupons. A line of goods g and quantity q comes to
 * `unitPrice(g, q) × q` (the ladder price of q, core LadderPrice); the planner looks for one line,
 * then two lines of different goods, that add up to the target exactly (a table of every reachable
 * line amount, then a look-up of each remainder), then three (within a budget of look-ups).
 * Quantities stay within the goods' stock.
 */
import * as LadderPrice from "@mall/core/LadderPrice"
import type { Row } from "./bag.ts"
import type { Carts, Pick } from "./carts.ts"
import { dataOf, rowsOf } from "./checks.ts"
import { fen } from "./money.ts"
import type { Suite } from "./suite.ts"

/** Most quantities tried per goods (a larger target is reached with two lines). */
const MAX_QUANTITY = 5000

/** Every amount a line of `g` can come to, up to `limit` (the first quantity giving each). */
function amounts(g: Row, limit: number): Map<number, number> {
  const out = new Map<number, number>()
  const stock = Math.min(Number(g.number ?? 0), MAX_QUANTITY)
  for (let q = 1; q <= stock; q++) {
    const a = LadderPrice.unitPrice(g as LadderPrice.PricedGoods, q) * q
    if (a > limit) {
      // the ladder price may drop at a larger quantity, but never below the lowest tier
      if (q > 100 && a > limit * 2) break
      continue
    }
    if (!out.has(a)) out.set(a, q)
  }
  return out
}

export interface Planner {
  /** A cart of at most three lines of different goods coming to exactly `target` fen, or null. */
  exact(target: number): Pick[] | null
  /** The amounts one line can come to from `from` (inclusive) to `to`, the first `most`. */
  singles(from: number, to: number, most: number): number[]
}

/** A planner over `goods` for targets up to `limit` fen (every line amount tabled once). */
export function planner(goods: Row[], limit: number): Planner {
  const tables = goods.map((g) => amounts(g, limit))
  // every amount a line can come to → the goods (index) and quantity, a few goods each
  const all = new Map<number, [number, number][]>()
  tables.forEach((t, i) => {
    for (const [a, q] of t) {
      const at = all.get(a)
      if (!at) all.set(a, [[i, q]])
      else if (at.length < 3) at.push([i, q])
    }
  })
  const sorted = [...all.keys()].sort((a, b) => a - b)
  return {
    singles(from, to, most) {
      return sorted.filter((a) => a >= from && a < to).slice(0, most)
    },
    exact(target) {
      if (target <= 0) return target === 0 ? [] : null
      const one = all.get(target)?.[0]
      if (one) return [{ g: goods[one[0]] as Row, n: one[1] }]
      for (let i = 0; i < tables.length; i++) {
        for (const [a, q] of tables[i] as Map<number, number>) {
          const other = all.get(target - a)?.find(([j]) => j !== i)
          if (other)
            return [
              { g: goods[i] as Row, n: q },
              { g: goods[other[0]] as Row, n: other[1] },
            ]
        }
      }
      // three lines, within a budget of look-ups
      let budget = 2_000_000
      for (let i = 0; i < tables.length; i++)
        for (let j = i + 1; j < tables.length; j++)
          for (const [a, q] of tables[i] as Map<number, number>)
            for (const [b, r] of tables[j] as Map<number, number>) {
              if (a + b >= target) continue
              if ((budget -= 1) < 0) return null
              const third = all.get(target - a - b)?.find(([k]) => k !== i && k !== j)
              if (third)
                return [
                  { g: goods[i] as Row, n: q },
                  { g: goods[j] as Row, n: r },
                  { g: goods[third[0]] as Row, n: third[1] },
                ]
            }
      return null
    },
  }
}

/** What a cart of `picks` comes to, by the goods' ladders. */
export function amountOf(picks: Pick[]): number {
  return picks.reduce(
    (sum, p) => sum + LadderPrice.unitPrice(p.g as LadderPrice.PricedGoods, p.n) * p.n,
    0,
  )
}

/** Goods the boundaries may buy: buyable plain goods with stock. */
const usable = (g: Row): boolean =>
  Number(g.is_buy) === 1 && Number(g.number) >= 20 && Number(g.type ?? 1) === 1

export interface World {
  goods: Row[]
  /** Goods whose lines take part in 满减 (learnt from the cart). */
  eligible: Set<number>
  threshold: number | null
  fee: number
  tiers: { amount: number; reduce: number }[]
  coupons: Row[]
}

/** The goods of the first pages of the goods list (as many per page as it allows). */
export async function goodsPages(suite: Suite): Promise<Row[]> {
  const rows: Row[] = []
  const op = suite.op("getGoodsList")
  const perPage = op.params.some((p) => p.name === "per_page") ? { per_page: 100 } : {}
  for (let page = 1; page <= 3; page++) {
    const x = await suite.client.send({ op, as: suite.accountA, query: { page, ...perPage } })
    const data = dataOf(x) as Row | null
    rows.push(...rowsOf(data))
    if (!data || page >= Number(data.last_page ?? 1)) break
  }
  return rows
}

export async function worldOf(suite: Suite, carts: Carts, goods: Row[]): Promise<World> {
  const candidates = goods.filter(usable).slice(0, 60)
  await carts.fill(candidates.map((g) => ({ g, n: 1 })))
  const cart = await carts.must("getCartList")
  const eligible = new Set(
    rowsOf(cart)
      .filter((l) => fen(l.goods_manjian_amount) > 0)
      .map((l) => Number((l.goods as Row).id)),
  )
  await carts.clear()
  const shipping = (cart.shipping_data ?? {}) as Row
  const threshold = fen(shipping.no_trans_order_amount)
  const tiers = (((cart.activity_data as Row | undefined)?.manjians as Row[] | undefined) ?? [])
    .map((t) => ({ amount: fen(t.amount), reduce: fen(t.reduce) }))
    .filter((t) => t.amount > 0 && t.reduce > 0)
    .sort((a, b) => a.amount - b.amount)
  const coupons: Row[] = []
  if (suite.has("getUserAvailableCoupon"))
    for (let page = 1; page <= 3; page++) {
      const d = await carts.must("getUserAvailableCoupon", { query: { page } })
      coupons.push(...rowsOf(d))
      if (page >= Number(d.last_page ?? 1)) break
    }
  return {
    goods: candidates,
    eligible,
    threshold: Number.isFinite(threshold) && threshold > 0 ? threshold : null,
    fee: fen(shipping.shipping_amount),
    tiers,
    coupons,
  }
}

/** The 满减 of an eligible amount under the tiers (the best reached). */
const reductionOf = (w: World, eligible: number): number =>
  w.tiers.reduce((best, t) => (eligible >= t.amount && t.reduce > best ? t.reduce : best), 0)

/**
 * A cart whose goods − 满减 comes to `target`: without 满减 (goods not taking part), or with the
 * first tier reached by goods that take part and the rest made up by goods that do not.
 */
export function cartAfterManjian(
  w: World,
  plain: Planner,
  part: Planner,
  target: number,
  withManjian: boolean,
): Pick[] | null {
  if (!withManjian) return plain.exact(target)
  const tier = w.tiers[0]
  if (!tier) return null
  const next = w.tiers[1]?.amount ?? Number.POSITIVE_INFINITY
  // one eligible line just past the first tier, then the plain remainder
  for (const e of part.singles(tier.amount, next, 40)) {
    const rest = target + reductionOf(w, e) - e
    if (rest < 0) break
    const eligiblePart = part.exact(e)
    const plainPart = plain.exact(rest)
    if (eligiblePart && plainPart) return [...eligiblePart, ...plainPart]
  }
  return null
}

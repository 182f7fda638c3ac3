/**
 * Carts that come to an exact amount: the boundary cases need a cart whose goods sit at a
 * threshold, one fen under it or one fen over it. A line of goods g and quantity q comes to
 * `unitPrice(g, q) × q` (the ladder price of q, core LadderPrice); the planner looks for one line,
 * then two lines of different goods, that add up to the target exactly (a table of every reachable
 * line amount, then a look-up of each remainder), then three (within a budget of look-ups).
 * Quantities stay within the goods' stock.
 */
import * as LadderPrice from "@mall/core/LadderPrice"
import type { Row } from "./bag.ts"

export interface Pick {
  g: Row
  n: number
}

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

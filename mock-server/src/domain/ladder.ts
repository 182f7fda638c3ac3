/** A goods item's price on the server: its ladder in core's shape, and the unit price for a quantity. */
import * as LadderPrice from "@mall/core/LadderPrice"
import type { Fen } from "@mall/core/Money"
import type { Goods } from "../state/types.ts"

export function ladderOf(g: Goods): LadderPrice.Ladder {
  return {
    kind: g.ladderType === 1 ? "upTo" : "atLeast",
    base: g.price as Fen,
    tiers: g.ladder.map((t) => ({ number: t.number, price: t.price as Fen })),
  }
}

export function unitPrice(g: Goods, quantity: number): number {
  return LadderPrice.priceFor(ladderOf(g), quantity)
}

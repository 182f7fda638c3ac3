/**
 * 快速采购 (/zzfw/kjcg): goods bought before (GET /api/user/fast_buy, sorted by last purchase or
 * by purchase count, page and sort in the URL), each with a quantity edited in place (starting at
 * the pack size) and a check box; 加入购物车 adds every checked row in one POST /api/cart, each
 * quantity checked and rounded by core `CartLineInput` (pack size, stock, buyability) — a row that
 * cannot be added says why and nothing is sent. A quantity that will be rounded up to the pack is
 * said beside it as it is typed (`packNotice`), and each row is priced for its quantity (core
 * `LadderPrice`). Quantities and checks survive paging.
 */
import { batch, signal } from "@preact/signals-react"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as LadderPrice from "@mall/core/LadderPrice"
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import * as Quantity from "@mall/core/Quantity"
import type * as Money from "@mall/core/Money"
import { Result } from "effect"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import type { Of } from "../../lib/api/schemas.ts"
import * as GoodsApi from "../../lib/goods/api.ts"
import { resource } from "../../lib/kit/resource.ts"
import { refreshCartCount } from "../../lib/session/session.ts"
import { notify, notifyError } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export type Item = Of<"FastBuyItem">

export const spec = { page: ListQuery.page, order: ListQuery.oneOf(["last_buy_time", "buy_count"]) }
export type Query = ListQuery.Values<typeof spec>

export const list = resource((q: Query) => Api.fastBuy(q.page, q.order))

/** Typed quantities by goods id (absent: the pack size). */
export const quantities = signal<ReadonlyMap<number, string>>(new Map())
/** Checked goods, with the goods themselves (so paging keeps them). */
export const checked = signal<ReadonlyMap<number, Item>>(new Map())
/** Why a checked row cannot be added, by goods id. */
export const problems = signal<ReadonlyMap<number, string>>(new Map())
export const adding = signal(false)

export const quantityOf = (g: Item): string =>
  quantities.value.get(g.id) ?? String(Quantity.limitsOf(g).min)

/** The +/- steps of a row: by its pack, within its stock. */
export const limitsOf = (g: Item): Quantity.Limits => Quantity.limitsOf(g)

/** The unit price of the row's quantity (its tier's; the pack's while the box holds no number). */
export const priceOf = (g: Item): Money.Fen =>
  LadderPrice.unitPrice(g, Quantity.read(quantityOf(g)) ?? Quantity.limitsOf(g).min)

/** `已按中包装调整为20瓶` when the row's quantity will be rounded up to the pack, else null. */
export const packNotice = (g: Item): string | null => {
  const checked = CartLineInput.checkQuantity(g, quantityOf(g).trim())
  return Result.isSuccess(checked) ? (checked.success.adjusted?.message ?? null) : null
}

/** Steps a row's quantity by its pack. */
export function stepQuantity(g: Item, direction: Quantity.Direction): void {
  const next = Quantity.step(limitsOf(g), Quantity.read(quantityOf(g)), direction)
  if (next !== null) setQuantity(g, String(next))
}

export function setQuantity(g: Item, value: string): void {
  batch(() => {
    quantities.value = new Map(quantities.value).set(g.id, value)
    if (problems.value.has(g.id)) {
      const p = new Map(problems.value)
      p.delete(g.id)
      problems.value = p
    }
  })
}

export function toggle(g: Item): void {
  const next = new Map(checked.value)
  if (next.has(g.id)) next.delete(g.id)
  else next.set(g.id, g)
  checked.value = next
}

export function toggleAll(items: ReadonlyArray<Item>): void {
  const all = items.every((g) => checked.value.has(g.id))
  const next = new Map(checked.value)
  for (const g of items) {
    if (all) next.delete(g.id)
    else next.set(g.id, g)
  }
  checked.value = next
}

export async function addChecked(): Promise<void> {
  if (adding.value) return
  const items = [...checked.value.values()]
  if (items.length === 0) {
    notifyError(Messages.member.quick.noneSelected)
    return
  }
  const lines: CartLineInput.CartLineInput[] = []
  const found = new Map<number, string>()
  for (const g of items) {
    const built = CartLineInput.fromProduct({ ...g, cartNum: quantityOf(g).trim() })
    if (Result.isSuccess(built)) lines.push(built.success.line)
    else found.set(g.id, built.failure.message)
  }
  problems.value = found
  if (found.size > 0) {
    notifyError([...found.values()][0] ?? "")
    return
  }
  adding.value = true
  const outcome = await GoodsApi.addLines(lines)
  adding.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notify(outcome.message)
  checked.value = new Map()
  void refreshCartCount()
}

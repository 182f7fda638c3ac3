/**
 * The cart: lines read from the cart state the API sends, and the totals of the selection.
 *
 * Pricing of a line:
 * - a normal line's unit price comes from its goods' ladder for the line quantity (see
 *   LadderPrice); when the goods has no readable `base_price`, the line's own `price` is used;
 * - a combination line (`goods_type` 3) is priced with the line's `price` (the combination's own
 *   price) × number;
 * - `gift_data` (`total`, `type`: 0 none, 1 gift, 2 trade-in) describes gifts that come with a
 *   line: they are not charged, the line amount is only the goods bought; totals report how many
 *   gifts come with the selection (type 0 counts none); the line says which kind they are;
 * - the manjian-eligible part of a line is `goods_manjian_amount` when given (0 excludes the
 *   line), else the line amount. When the quantity changes here, the given part is scaled in
 *   proportion (floored to the fen).
 *
 * Only the lines whose goods are in the 满减 activity count towards it (`countsForManjian`); when
 * some chosen goods do not, the next-tier hint says so and counts the gap on the 满减 goods alone
 * (`manjianHint`), so a buyer is never told to buy ¥500 more with ¥800 of other goods chosen.
 *
 * Totals of the selected lines: subtotal = Σ line amounts; reduction = the manjian reduction on
 * the eligible sum (never above the subtotal); goods amount = subtotal − reduction; shipping is
 * free when every selected line ships free on its own or the goods amount reaches the order
 * threshold, else the fee; payable = goods amount + shipping fee. Nothing selected: all zero.
 * Invariants (tested): payable ≥ 0, the parts add up to the whole to the fen, and the order of
 * lines changes nothing. Totals are a plain loop over the lines (hot path).
 */
import * as CartSelection from "./CartSelection.ts"
import * as Constants from "./Constants.ts"
import type * as Contract from "./Contract.ts"
import * as FreeShipping from "./FreeShipping.ts"
import * as LadderPrice from "./LadderPrice.ts"
import * as Manjian from "./Manjian.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

/** The goods of a cart line as far as the cart reads them (`Contract.Goods`). */
export type RawGoods = LadderPrice.PricedGoods &
  FreeShipping.FreeShippingGoods &
  Partial<Pick<Contract.Goods, "id" | "is_buy" | "number">>

/**
 * A cart line as far as the cart reads it (`Contract.CartLine`). A part left out reads as nothing
 * (no goods, quantity 0, no gifts), except that an absent `goods_manjian_amount` counts the whole
 * line towards 满减.
 */
export type RawLine = Partial<
  Pick<
    Contract.CartLine,
    "id" | "number" | "price" | "is_selected" | "goods_manjian_amount" | "goods_type"
  >
> & {
  readonly goods?: RawGoods | null
  readonly gift_data?: Partial<Contract.CartLine["gift_data"]> | null
}

/** The cart state as far as the cart reads it (`Contract.CartState`). */
export interface RawState<R extends RawLine = RawLine> {
  readonly data?: ReadonlyArray<R>
  readonly shipping_data?: FreeShipping.ShippingData
  readonly activity_data?: { readonly manjians?: ReadonlyArray<Manjian.RawTier> }
}

export interface Line<R extends RawLine = RawLine> {
  readonly id: string
  readonly goodsId: string | null
  readonly kind: "normal" | "combination"
  readonly quantity: number
  readonly unitPrice: Fen
  /** unit price × quantity */
  readonly amount: Fen
  /** The part of the amount that counts towards manjian. */
  readonly manjianAmount: Fen
  readonly selectable: boolean
  /** Whether this line ships free on its own (per-item free shipping). */
  readonly freeShipping: boolean
  /** Gifts that come with the line (not charged). */
  readonly gifts: number
  /** What they are: goods given (`gift`, 赠品) or bought in trade (`tradeIn`, 换购). */
  readonly giftKind: "gift" | "tradeIn"
  /** The ladder used to reprice on quantity change (`null`: fixed unit price). */
  readonly ladder: LadderPrice.Ladder | null
  /** Given manjian part and the amount it was given for (`null`: the whole line counts). */
  readonly manjianGiven: { readonly part: Fen; readonly of: Fen } | null
  /** The line as it was given (the decoded answer's line, for the view to read). */
  readonly raw: R
}

export interface State<R extends RawLine = RawLine> extends CartSelection.Selection<Line<R>> {
  readonly shipping: FreeShipping.Rule | null
  readonly manjians: ReadonlyArray<Manjian.Tier>
}

export const empty: State<never> = { lines: [], selected: [], shipping: null, manjians: [] }

const quantityOf = (n: number | undefined): number =>
  n === undefined || !Number.isSafeInteger(n) || n < 0 ? 0 : n

const manjianPart = (given: Line["manjianGiven"], amount: Fen): Fen => {
  if (given === null) return amount
  if (given.of === amount) return given.part
  // a part given for an amount of 0 or less scales to nothing: applyRate fails on that divisor
  const scaled = Money.applyRate(amount, given.part, given.of)
  return scaled._tag === "Success" ? scaled.success : Money.zero
}

/** Builds a line from the API's cart line. `index` names lines that come without an id. */
export const lineOf = <R extends RawLine>(raw: R, index: number): Line<R> => {
  const goods = raw.goods ?? null
  const kind = raw.goods_type === Constants.GOODS_TYPE_COMBINATION ? "combination" : "normal"
  const quantity = quantityOf(raw.number)
  const linePrice = Money.parseOr(raw.price)
  const hasBase = goods !== null && Money.parse(goods.base_price)._tag === "Success"
  const ladder = kind === "normal" && hasBase ? LadderPrice.fromGoods(goods) : null
  const unitPrice = ladder === null ? linePrice : LadderPrice.priceFor(ladder, quantity)
  const amount = Money.mul(unitPrice, quantity)
  const givenRaw = Money.parse(raw.goods_manjian_amount)
  const manjianGiven =
    givenRaw._tag === "Success"
      ? { part: Money.max(givenRaw.success, Money.zero), of: amount }
      : null
  const gifts =
    raw.gift_data && raw.gift_data.type !== 0 ? Math.max(0, raw.gift_data.total ?? 0) : 0
  return {
    id: raw.id === undefined ? `line-${index}` : String(raw.id),
    goodsId: goods?.id === undefined ? null : String(goods.id),
    kind,
    quantity,
    unitPrice,
    amount,
    manjianAmount: manjianPart(manjianGiven, amount),
    selectable: CartSelection.goodsSelectable(goods) && quantity > 0,
    freeShipping: goods !== null && FreeShipping.itemFree(goods, quantity),
    gifts,
    giftKind: raw.gift_data?.type === Constants.GIFT_TYPE_TRADE_IN ? "tradeIn" : "gift",
    ladder,
    manjianGiven,
    raw,
  }
}

/** Reads the cart state the API sends. Non-selectable lines start unselected. */
export const fromApi = <R extends RawLine>(raw: RawState<R> | null | undefined): State<R> => {
  const data = raw?.data ?? []
  const lines = new Array<Line<R>>(data.length)
  const selected = new Array<boolean>(data.length)
  for (let i = 0; i < data.length; i++) {
    const line = lineOf(data[i]!, i)
    lines[i] = line
    selected[i] = line.selectable && data[i]!.is_selected === 1
  }
  return {
    lines,
    selected,
    shipping: FreeShipping.ruleOf(raw?.shipping_data),
    manjians: Manjian.tiersOf(raw?.activity_data?.manjians),
  }
}

/** The line with a new quantity, repriced (ladder, free shipping, manjian part). */
export const withQuantity = <R extends RawLine>(line: Line<R>, quantity: number): Line<R> => {
  const q = Math.max(0, Math.floor(quantity))
  const unitPrice = line.ladder === null ? line.unitPrice : LadderPrice.priceFor(line.ladder, q)
  const amount = Money.mul(unitPrice, q)
  const goods = line.raw.goods ?? null
  return {
    ...line,
    quantity: q,
    unitPrice,
    amount,
    manjianAmount: manjianPart(line.manjianGiven, amount),
    selectable: CartSelection.goodsSelectable(goods) && q > 0,
    freeShipping: goods !== null && FreeShipping.itemFree(goods, q),
  }
}

/** Changes one line's quantity; a line that can no longer be selected is deselected. */
export const setQuantity = <R extends RawLine>(
  state: State<R>,
  id: string,
  quantity: number,
): State<R> => {
  const i = state.lines.findIndex((l) => l.id === id)
  if (i < 0) return state
  const lines = state.lines.slice()
  const line = withQuantity(lines[i]!, quantity)
  lines[i] = line
  const selected = state.selected.slice()
  selected[i] = line.selectable && selected[i] === true
  return { ...state, lines, selected }
}

/** Removes lines by id. */
export const remove = <R extends RawLine>(
  state: State<R>,
  ids: ReadonlyArray<string>,
): State<R> => {
  const gone = new Set(ids)
  const lines: Array<Line<R>> = []
  const selected: Array<boolean> = []
  for (let i = 0; i < state.lines.length; i++) {
    const l = state.lines[i]!
    if (gone.has(l.id)) continue
    lines.push(l)
    selected.push(state.selected[i] === true)
  }
  return { ...state, lines, selected }
}

export const isEmpty = (state: State): boolean => state.lines.length === 0

/** What comes with a line, as the pages say it (`赠品 ×2`, `换购 ×1`); null when nothing does. */
export const giftsOf = (line: Line): string | null =>
  line.gifts <= 0
    ? null
    : line.giftKind === "tradeIn"
      ? Messages.common.tradeIn(line.gifts)
      : Messages.common.gift(line.gifts)

/**
 * Whether a line's goods count towards 满减: a line without a given 满减 part counts whole, a line
 * whose given part is 0 (goods outside the activity, a combination, a gift line) does not.
 */
export const countsForManjian = (line: Line): boolean =>
  line.manjianGiven === null || line.manjianGiven.part > 0

/**
 * The next-tier hint of the selection: `再买¥{gap}可减¥{reduce}` when everything chosen counts
 * towards 满减; when some chosen goods do not, the 满减 goods' amount and the gap on them
 * (`满减商品已选¥{x}，再买¥{gap}满减商品可减¥{reduce}`); when none does, the first tier to reach with
 * 满减 goods. `undefined` when no tier is left to reach.
 */
export const manjianHint = (manjian: Manjian.Evaluation, subtotal: Fen): string | undefined => {
  const next = manjian.next
  if (next === undefined) return undefined
  if (manjian.eligible >= subtotal) return next.message
  if (manjian.eligible <= 0) return Messages.cart.manjianNoneGap(next.tier.amount, next.tier.reduce)
  return Messages.cart.manjianPartGap(manjian.eligible, next.gap, next.tier.reduce)
}

export interface Totals {
  readonly selectedCount: number
  /** Σ quantities of the selected lines. */
  readonly selectedQuantity: number
  readonly subtotal: Fen
  readonly manjian: Manjian.Evaluation
  /** What to say of the next 满减 tier (`manjianHint`), or `undefined` when none is left. */
  readonly manjianHint: string | undefined
  readonly reduction: Fen
  /** subtotal − reduction */
  readonly goodsAmount: Fen
  readonly shipping: FreeShipping.OrderShipping
  readonly shippingFee: Fen
  /** goodsAmount + shippingFee */
  readonly payable: Fen
  readonly gifts: number
  readonly allSelected: boolean
}

const FREE: FreeShipping.OrderShipping = { _tag: "Free", fee: Money.zero }

/** The numbers totals reads, laid out per column; built once per lines array. */
interface Columns {
  readonly amount: Float64Array
  readonly manjian: Float64Array
  readonly quantity: Float64Array
  readonly gifts: Float64Array
  /** bit 1: selectable, bit 2: ships free on its own */
  readonly flags: Uint8Array
  readonly selectable: number
}

const columns = new WeakMap<ReadonlyArray<Line>, Columns>()

const columnsOf = (lines: ReadonlyArray<Line>): Columns => {
  let c = columns.get(lines)
  if (c === undefined) {
    const n = lines.length
    const amount = new Float64Array(n)
    const manjian = new Float64Array(n)
    const quantity = new Float64Array(n)
    const gifts = new Float64Array(n)
    const flags = new Uint8Array(n)
    let selectable = 0
    for (let i = 0; i < n; i++) {
      const l = lines[i]!
      amount[i] = l.amount
      manjian[i] = l.manjianAmount
      quantity[i] = l.quantity
      gifts[i] = l.gifts
      flags[i] = (l.selectable ? 1 : 0) | (l.freeShipping ? 2 : 0)
      if (l.selectable) selectable++
    }
    c = { amount, manjian, quantity, gifts, flags, selectable }
    columns.set(lines, c)
  }
  return c
}

/**
 * Totals of the selected lines: a plain loop over numeric columns of the lines (built once per
 * lines array and cached, so selection changes only pay for the loop). See the module doc.
 */
export const totals = (state: State): Totals => {
  const c = columnsOf(state.lines)
  const selected = state.selected
  const n = c.flags.length
  let count = 0
  let quantity = 0
  let subtotal = 0
  let eligible = 0
  let gifts = 0
  let allFree = true
  for (let i = 0; i < n; i++) {
    const f = c.flags[i]!
    if (selected[i] !== true || (f & 1) === 0) continue
    count++
    quantity += c.quantity[i]!
    subtotal += c.amount[i]!
    eligible += c.manjian[i]!
    gifts += c.gifts[i]!
    if ((f & 2) === 0) allFree = false
  }
  const sub = subtotal as Fen
  const manjian = Manjian.evaluate(eligible as Fen, state.manjians)
  const reduction = Money.min(manjian.reduction, sub)
  const goodsAmount = Money.sub(sub, reduction)
  // nothing selected leaves allFree true: free, and no fee
  const shipping = allFree ? FREE : FreeShipping.order(goodsAmount, state.shipping)
  const shippingFee = shipping.fee
  return {
    selectedCount: count,
    selectedQuantity: quantity,
    subtotal: sub,
    manjian,
    manjianHint: manjianHint(manjian, sub),
    reduction,
    goodsAmount,
    shipping,
    shippingFee,
    payable: Money.add(goodsAmount, shippingFee),
    gifts,
    allSelected: c.selectable > 0 && count === c.selectable,
  }
}

/**
 * The line sent to add goods to the cart: `goods_id`, `price` (yuan, "12.30"), `number`,
 * `ck_id` (warehouse; 0 when the goods names none) and an optional `type`. It is built either from a cart entry with a nested
 * goods object (`fromCartEntry`) or from a product (`fromProduct`: id, `cartNum` or else `zbz`
 * as the quantity, `ck_id`), as spec §3 says.
 *
 * Quantity rules, checked in this order:
 * 1. goods not buyable (`is_buy` 0) → `NotBuyable`; stock (`number`) 0 → `OutOfStock`;
 * 2. the quantity must be a whole number greater than 0 → `InvalidQuantity`;
 * 3. with a pack size `zbz` > 1 the quantity is rounded UP to the next multiple of it (the
 *    result says so: `adjusted`, with a message `已按中包装调整为{n}{unit}`);
 * 4. the (rounded) quantity must not exceed stock → `AboveStock` (`库存仅剩{stock}{unit}`); when
 *    the pack size is why (the stock is below one pack, or the quantity fits the stock but its
 *    rounding up to the pack does not) the message also says the goods is sold in whole packs
 *    (`库存仅剩{stock}{unit}，该商品按中包装（{pack}{unit}）的整数倍销售`).
 * Errors are tagged values carrying a Chinese `message`; nothing throws. The price is the ladder
 * unit price for the final quantity (product) or the entry's own price (cart entry).
 * `unavailable` says why goods cannot be bought at all (the label a view shows instead of a
 * quantity input). A cart line's quantity is checked against the line's terms
 * (`checkLineQuantity`, `unavailableLine`, `limitsOfLine`): a goods line's terms are its goods'; a
 * combination line (goods_type 3) is counted in whole sets, step 1 from 1 up to the
 * combination's stock, whatever the pack size of the goods in it (`termsOfLine`, core
 * `Combination`).
 */
import { Data, Result } from "effect"
import * as Combination from "./Combination.ts"
import type * as Contract from "./Contract.ts"
import * as LadderPrice from "./LadderPrice.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import * as Quantity from "./Quantity.ts"
import type { components } from "./generated/api.ts"

/** The wire shape of the contract (`components.schemas.CartLineInput`); price in yuan, "12.30". */
export type CartLineInput = components["schemas"]["CartLineInput"]

export class NotBuyable extends Data.TaggedError("NotBuyable")<{ readonly message: string }> {}
export class OutOfStock extends Data.TaggedError("OutOfStock")<{ readonly message: string }> {}
export class InvalidQuantity extends Data.TaggedError("InvalidQuantity")<{
  readonly quantity: number | string
  readonly message: string
}> {}
export class AboveStock extends Data.TaggedError("AboveStock")<{
  readonly quantity: number
  readonly stock: number
  readonly message: string
}> {}
export class MissingGoods extends Data.TaggedError("MissingGoods")<{ readonly message: string }> {}

export type InputError = NotBuyable | OutOfStock | InvalidQuantity | AboveStock | MissingGoods

export interface Built {
  readonly line: CartLineInput
  /** Set when the quantity was rounded up to the pack size. */
  readonly adjusted: { readonly from: number; readonly to: number; readonly message: string } | null
}

/**
 * A goods item as far as a line to add reads it (`Contract.Goods`): its id and warehouse, its
 * price (`LadderPrice`) and the terms its quantity is checked against (`Quantity.Terms`).
 */
export type Goods = LadderPrice.PricedGoods &
  Quantity.Terms &
  Partial<Pick<Contract.Goods, "id" | "ck_id">>

/** Goods with the quantity a buyer typed or chose (`cartNum`, a number or the typed text). */
export type Product = Goods & { readonly cartNum?: number | string }

/**
 * A cart entry with a nested goods object (`Contract.CartLine`): its own quantity, price and line
 * type, and the warehouse when it names one.
 */
export type CartEntry = Pick<Contract.CartLine, "number"> &
  Partial<Pick<Contract.CartLine, "price" | "type">> &
  Partial<Pick<Contract.Goods, "ck_id">> & { readonly goods?: Goods | null }

const unitOf = (g: Quantity.Terms): string => g.bzdw ?? ""

/** Checks and rounds a quantity for goods (stock, buyability, pack size). */
export const checkQuantity = (
  goods: Quantity.Terms,
  quantity: number | string,
): Result.Result<{ readonly number: number; readonly adjusted: Built["adjusted"] }, InputError> => {
  if (goods.is_buy === 0) {
    return Result.fail(new NotBuyable({ message: Messages.cartInput.notBuyable }))
  }
  const stock = goods.number ?? null
  if (stock !== null && stock <= 0)
    return Result.fail(new OutOfStock({ message: Messages.cartInput.outOfStock }))
  // a typed quantity may come in full-width digits (Quantity.read)
  const q = typeof quantity === "number" ? quantity : Quantity.read(quantity)
  if (q === null || !Number.isSafeInteger(q)) {
    return Result.fail(
      new InvalidQuantity({ quantity, message: Messages.cartInput.quantityNotInteger }),
    )
  }
  if (q <= 0)
    return Result.fail(
      new InvalidQuantity({ quantity, message: Messages.cartInput.quantityNotPositive }),
    )
  const pack = Quantity.packStep(goods)
  const rounded = Math.ceil(q / pack) * pack
  if (stock !== null && rounded > stock) {
    const packed = pack > 1 && (stock < pack || q <= stock)
    return Result.fail(
      new AboveStock({
        quantity: rounded,
        stock,
        message: packed
          ? Messages.cart.belowPack(stock, unitOf(goods), pack)
          : Messages.aboveStock(stock, unitOf(goods)),
      }),
    )
  }
  const adjusted =
    rounded === q
      ? null
      : { from: q, to: rounded, message: Messages.packAdjusted(rounded, unitOf(goods)) }
  return Result.succeed({ number: rounded, adjusted })
}

/**
 * Why the goods cannot be bought at all (`暂不可购买` when not buyable, `缺货` when the stock is
 * 0), or `null` when some quantity can be bought.
 */
export const unavailable = (goods: Quantity.Terms): string | null => {
  const r = checkQuantity(goods, 1)
  return Result.isFailure(r) && (r.failure._tag === "NotBuyable" || r.failure._tag === "OutOfStock")
    ? r.failure.message
    : null
}

/** A cart line as far as its quantity goes (`Contract.CartLine`). */
export type Line = Combination.Line & { readonly goods?: Quantity.Terms | null }

/** The terms of a cart line's quantity: a combination's sets (`Combination.setTerms`), else its goods. */
export const termsOfLine = (line: Line): Quantity.Terms =>
  Combination.isLine(line) ? Combination.setTerms(line) : (line.goods ?? {})

/** The +/- limits of a cart line (a combination: step 1, 1..its set stock). */
export const limitsOfLine = (line: Line): Quantity.Limits => Quantity.limitsOf(termsOfLine(line))

/** Checks a quantity typed into a cart line against the line's terms (a combination: sets). */
export const checkLineQuantity = (
  line: Line,
  quantity: number | string,
): Result.Result<{ readonly number: number; readonly adjusted: Built["adjusted"] }, InputError> =>
  checkQuantity(termsOfLine(line), quantity)

/** Why a cart line cannot be bought at all (`unavailable` of the line's terms), or `null`. */
export const unavailableLine = (line: Line): string | null => unavailable(termsOfLine(line))

const optionalType = (type: number | undefined): { readonly type?: number } =>
  type === undefined ? {} : { type }

/** The line for a product: quantity `cartNum`, else `zbz`, else 1; price from the ladder. */
export const fromProduct = (product: Product, type?: number): Result.Result<Built, InputError> => {
  const goodsId = product.id
  if (goodsId === undefined)
    return Result.fail(new MissingGoods({ message: Messages.cartInput.notBuyable }))
  const wanted = product.cartNum ?? product.zbz ?? 1
  return Result.map(checkQuantity(product, wanted), ({ number, adjusted }) => ({
    line: {
      goods_id: goodsId,
      price: Money.toYuanString(LadderPrice.unitPrice(product, number)),
      number,
      ck_id: product.ck_id ?? 0,
      ...optionalType(type),
    },
    adjusted,
  }))
}

/** The line for a cart entry with a nested goods object (its own number, price and ck_id). */
export const fromCartEntry = (entry: CartEntry): Result.Result<Built, InputError> => {
  const goods = entry.goods
  if (goods === null || goods === undefined || goods.id === undefined) {
    return Result.fail(new MissingGoods({ message: Messages.cartInput.notBuyable }))
  }
  const goodsId = goods.id
  return Result.map(checkQuantity(goods, entry.number), ({ number, adjusted }) => {
    const own = Money.parse(entry.price)
    const price = own._tag === "Success" ? own.success : LadderPrice.unitPrice(goods, number)
    return {
      line: {
        goods_id: goodsId,
        price: Money.toYuanString(price),
        number,
        ck_id: entry.ck_id ?? goods.ck_id ?? 0,
        ...optionalType(entry.type),
      },
      adjusted,
    }
  })
}

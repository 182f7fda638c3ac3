/**
 * The buyer's choices on 确认订单 (address, coupon, payment method and 订单备注), kept over a
 * reload of the page for the same chosen lines. `keyOf` names them by the set of chosen line ids
 * (their order and repeats do not matter, so the same choice of lines finds them again and another
 * does not); `encode` and `decode` turn them into the stored text and back (an unreadable field is
 * dropped on its own); `restore` keeps each saved choice only while it is still valid against the
 * page's new data: an address still in the list, a coupon still offered that applies to the order
 * (core `Coupon`), a payment method still offered, and 订单备注 up to 200 characters. Anything
 * else falls back to the page's default. Where the text is kept is the caller's business.
 */
import * as Coupon from "./Coupon.ts"
import * as Field from "./Field.ts"

/** The longest 订单备注 (characters). */
export const REMARKS_MAX = 200

export interface Choices {
  readonly addressId: number | null
  readonly couponId: number | null
  readonly payType: string
  readonly remarks: string
}

/** The storage key of the choices for a set of chosen line ids. */
export const keyOf = (ids: ReadonlyArray<unknown>): string => {
  const set = new Set<string>()
  for (const x of ids) {
    const id = Field.id(x)
    if (id !== null) set.add(id)
  }
  return `mall.checkout.${[...set].sort().join(",")}`
}

/** The stored text of the choices. */
export const encode = (c: Choices): string =>
  JSON.stringify({
    addressId: c.addressId,
    couponId: c.couponId,
    payType: c.payType,
    remarks: c.remarks.slice(0, REMARKS_MAX),
  })

const idOf = (x: unknown): number | null | undefined => {
  if (x === null) return null
  const n = Field.int(x)
  return n !== null && n > 0 ? n : undefined
}

/** The choices of a stored text; a field that is absent or unreadable is left out. */
export const decode = (stored: string | null | undefined): Partial<Choices> => {
  if (stored === null || stored === undefined || stored === "") return {}
  let raw: unknown
  try {
    raw = JSON.parse(stored)
  } catch {
    return {}
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return {}
  const r = raw as Record<string, unknown>
  const out: { -readonly [K in keyof Choices]?: Choices[K] } = {}
  const addressId = idOf(r.addressId)
  if (addressId !== undefined) out.addressId = addressId
  const couponId = idOf(r.couponId)
  if (couponId !== undefined) out.couponId = couponId
  if (typeof r.payType === "string") out.payType = r.payType
  if (typeof r.remarks === "string") out.remarks = r.remarks.slice(0, REMARKS_MAX)
  return out
}

/** What the saved choices are checked against. */
export interface Offer {
  readonly addressIds: ReadonlyArray<number>
  readonly coupons: ReadonlyArray<Coupon.Coupon>
  /** The order the coupons are judged on. */
  readonly order: Coupon.Order
  readonly payTypes: ReadonlyArray<string>
}

const couponOf = (
  saved: number | null | undefined,
  offer: Offer,
  fallback: number | null,
): number | null => {
  if (saved === null) return null
  if (saved === undefined) return fallback
  const coupon = offer.coupons.find((c) => c.id === saved)
  return coupon !== undefined && Coupon.appliesTo(coupon, offer.order) ? saved : fallback
}

/** The saved choices that are still valid, the defaults for the rest. */
export const restore = (saved: Partial<Choices>, offer: Offer, defaults: Choices): Choices => {
  const addressId =
    saved.addressId !== undefined &&
    saved.addressId !== null &&
    offer.addressIds.includes(saved.addressId)
      ? saved.addressId
      : defaults.addressId
  const couponId = couponOf(saved.couponId, offer, defaults.couponId)
  const payType =
    saved.payType !== undefined && offer.payTypes.includes(saved.payType)
      ? saved.payType
      : defaults.payType
  const remarks =
    saved.remarks !== undefined ? saved.remarks.slice(0, REMARKS_MAX) : defaults.remarks
  return { addressId, couponId, payType, remarks }
}

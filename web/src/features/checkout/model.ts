/**
 * From the cart to a paid order:
 * - /cart/step2 (确认订单): POST /api/cart/checkout with the chosen line ids (the `ids` query)
 *   gives the lines, the addresses and the server's amounts; the buyer's usable coupons come from
 *   GET /api/user/availableCoupon (and the checkout's own list); line prices and amounts are read
 *   by core (`Cart.lineOf`); which coupons can be chosen, whether one applies, its discount and
 *   the amount payable are core's `Coupon` rules. Submitting creates the order (POST /api/order) and goes to
 *   /cart/step3/{id}.
 * - /cart/step3/{id} and /cart/hm?id= (支付订单): GET /api/order/{id}, then the simulated payment
 *   POST /api/order/{id}/pay → /cart/step4?id=.
 * - /cart/step4 (支付完成): the paid order.
 */
import { batch, computed, signal } from "@preact/signals-react"
import * as Cart from "@mall/core/Cart"
import * as CouponRule from "@mall/core/Coupon"
import * as Field from "@mall/core/Field"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import type { Of } from "../../lib/api/schemas.ts"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { refreshCartCount } from "../../lib/session/session.ts"
import { Missing } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export type CheckoutData = Of<"Checkout">
export type Address = Of<"Address">
export type Coupon = Of<"Coupon">
export type OrderDetail = Of<"OrderDetail">
export type PayInfo = Of<"PayInfo">
export type PayType = Api.PayType
export const PAY_TYPES: ReadonlyArray<PayType> = ["wechat", "alipay", "balance"]

export type Status = "idle" | "loading" | "ready" | "failed" | "missing"

// ---------------------------------------------------------------------------------------------
// Step 2: confirm order

export const checkoutIds = signal<ReadonlyArray<string>>([])
export const checkoutData = signal<CheckoutData | null>(null)
export const checkoutStatus = signal<Status>("idle")
export const extraCoupons = signal<ReadonlyArray<Coupon>>([])
export const addressId = signal<number | null>(null)
export const couponId = signal<number | null>(null)
export const payType = signal<PayType>("wechat")
export const remarks = signal("")
export const submitting = signal(false)

/** The checkout lines as core reads them (unit price and amount per line). */
export const lines = computed<ReadonlyArray<Cart.Line>>(() =>
  (checkoutData.value?.lines ?? []).map((raw, i) => Cart.lineOf(raw, i)),
)

/** Usable coupons: the checkout's own list plus the buyer's available ones, unused, once each. */
export const coupons = computed<ReadonlyArray<Coupon>>(() =>
  CouponRule.usable(checkoutData.value?.coupons ?? [], extraCoupons.value),
)

/** The goods amount of the order: the plain sum of its lines (the server's). */
const goodsAmount = computed(() => Money.parseOr(checkoutData.value?.goods_amount))

/** The 满减 the server takes off (its own field: docs/contract.md, amounts). */
const manjianAmount = computed(() => Money.parseOr(checkoutData.value?.manjian_amount))

/** What a coupon's minimum is judged on: the goods amount after 满减 (docs/contract.md). */
const afterManjian = computed(() => Money.subFloor0(goodsAmount.value, manjianAmount.value))

/** The chosen coupon when it applies to this order's amount after 满减, else null. */
const appliedCoupon = computed(() =>
  CouponRule.chosen(coupons.value, couponId.value, afterManjian.value),
)

/**
 * The order amounts: goods (the plain sum), 满减, shipping, coupon discount and payable (core
 * `Coupon.amounts` on the amount after 满减: goods − 满减 + shipping − coupon).
 */
export const amounts = computed(() => ({
  ...CouponRule.amounts(
    afterManjian.value,
    Money.parseOr(checkoutData.value?.shipping_amount),
    appliedCoupon.value,
  ),
  goods: goodsAmount.value,
  manjian: manjianAmount.value,
}))

export type CouponOption = {
  readonly coupon: Coupon
  /** The coupon applies to this order (core `Coupon.applicability`). */
  readonly usable: boolean
  /** `满¥{min}可用` */
  readonly condition: string
  /** `还差¥{x}可用` when the goods amount is below the coupon's minimum, else null. */
  readonly shortfall: string | null
}

/** The coupons as the coupon picker shows them. */
export const couponOptions = computed<ReadonlyArray<CouponOption>>(() =>
  coupons.value.map((coupon) => {
    const state = CouponRule.applicability(coupon, afterManjian.value)
    return {
      coupon,
      usable: state._tag === "Applies",
      condition: Messages.couponMinimum(CouponRule.minimum(coupon)),
      shortfall: state._tag === "Short" ? state.message : null,
    }
  }),
)

export const selectedAddress = computed(
  () => checkoutData.value?.addresses.find((a) => a.id === addressId.value) ?? null,
)

/** The line ids of a `ids` query value ("1,2,3"). */
export const idsOf = (raw: string | null): ReadonlyArray<string> =>
  (raw ?? "")
    .split(",")
    .map((s) => Field.id(s))
    .filter((s): s is string => s !== null)

let checkoutSeq = 0

/** Reads the confirm-order data for the chosen lines. */
export async function loadCheckout(ids: ReadonlyArray<string>): Promise<void> {
  const mine = ++checkoutSeq
  batch(() => {
    checkoutIds.value = ids
    checkoutStatus.value = "loading"
    couponId.value = null
  })
  // no line chosen (the page opened without `ids`): nothing to settle
  if (ids.length === 0) {
    checkoutStatus.value = "missing"
    return
  }
  const [data, available] = await Promise.all([Api.settle(ids), Api.availableCoupons()])
  if (mine !== checkoutSeq) return
  batch(() => {
    if (data === undefined) {
      checkoutStatus.value = "failed"
      return
    }
    checkoutData.value = data
    extraCoupons.value = available?.data ?? []
    const preferred = data.addresses.find((a) => a.is_default === 1) ?? data.addresses[0]
    addressId.value = preferred?.id ?? null
    checkoutStatus.value = "ready"
  })
}

/** Creates the order and goes to the pay page. */
export async function submitOrder(): Promise<void> {
  const address = addressId.value
  if (submitting.value || address === null) return
  submitting.value = true
  const chosen = appliedCoupon.value
  const outcome = await Api.placeOrder({
    ids: checkoutIds.value,
    addressId: address,
    couponId: chosen !== null ? chosen.id : null,
    payType: payType.value,
    remarks: remarks.value.trim() === "" ? null : remarks.value.trim(),
  })
  submitting.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  void refreshCartCount()
  navigateTo(
    `/cart/step3/${outcome.data.id}?${new URLSearchParams({ pay_type: payType.value }).toString()}`,
    {
      replace: true,
    },
  )
}

// ---------------------------------------------------------------------------------------------
// Step 3: pay; step 4: paid

export const order = signal<OrderDetail | null>(null)
export const orderStatus = signal<Status>("idle")
export const paying = signal(false)
export const payInfo = signal<PayInfo | null>(null)

/** Whether the order still waits for payment (status 0). */
export const awaitingPayment = computed(() => order.value?.status === 0)

let orderSeq = 0

export async function loadOrder(id: string): Promise<void> {
  const mine = ++orderSeq
  orderStatus.value = "loading"
  const data = await Api.order(id)
  if (mine !== orderSeq) return
  batch(() => {
    if (data === undefined) orderStatus.value = "failed"
    else if (data === Missing) orderStatus.value = "missing"
    else {
      order.value = data
      orderStatus.value = "ready"
    }
  })
}

/** The pay type of a query value (wechat when absent or unknown). */
export const payTypeOf = (raw: string | null): PayType =>
  PAY_TYPES.includes(raw as PayType) ? (raw as PayType) : "wechat"

/** Pays the order (simulated payment call) and goes to 支付完成. */
export async function pay(id: string, type: PayType): Promise<void> {
  if (paying.value) return
  paying.value = true
  const outcome = await Api.pay(id, type)
  paying.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  payInfo.value = outcome.data
  navigateTo(`/cart/step4?${new URLSearchParams({ id }).toString()}`, { replace: true })
}

/** Forgets everything (tests). */
export function resetCheckout(): void {
  checkoutSeq++
  orderSeq++
  batch(() => {
    checkoutIds.value = []
    checkoutData.value = null
    checkoutStatus.value = "idle"
    extraCoupons.value = []
    addressId.value = null
    couponId.value = null
    payType.value = "wechat"
    remarks.value = ""
    submitting.value = false
    order.value = null
    orderStatus.value = "idle"
    paying.value = false
    payInfo.value = null
  })
}

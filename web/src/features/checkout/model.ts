/**
 * From the cart to a paid order:
 * - /cart/step2 (确认订单): POST /api/cart/checkout with the chosen line ids (the `ids` query)
 *   gives the lines, the addresses and the server's amounts; the buyer's usable coupons come from
 *   GET /api/user/availableCoupon (and the checkout's own list); line prices and amounts are read
 *   by core (`Cart.lineOf`); which coupons can be chosen, whether one applies (a variety coupon
 *   on the amount of its own goods), its discount and the amount payable are core's `Coupon`
 *   rules. Chosen lines that can no longer be ordered, or are no longer in the cart, are listed
 *   with why (core `CheckoutLine`) and the order cannot be submitted until the buyer settles only
 *   the orderable ones or goes back to the cart: nothing chosen is left out without a word. The
 *   address, coupon, payment method and 订单备注 are kept in sessionStorage under the set of chosen
 *   line ids and restored on a reload while still valid (core `CheckoutChoices`). Submitting
 *   creates the order (POST /api/order) and goes to /cart/step3/{id}; a refusal is shown and the
 *   lines are read again.
 * - /cart/step3/{id} and /cart/hm?id= (支付订单): GET /api/order/{id}, then the simulated payment
 *   POST /api/order/{id}/pay → /cart/step4?id=.
 * - /cart/step4 (支付完成): the paid order.
 */
import { batch, computed, signal } from "@preact/signals-react"
import * as Cart from "@mall/core/Cart"
import * as CheckoutChoices from "@mall/core/CheckoutChoices"
import * as CheckoutLine from "@mall/core/CheckoutLine"
import * as Combination from "@mall/core/Combination"
import * as CouponRule from "@mall/core/Coupon"
import * as Field from "@mall/core/Field"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as PayTypeRule from "@mall/core/PayType"
import type { Of } from "../../lib/api/schemas.ts"
import { keepText, storedText } from "../../lib/browser.ts"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { refreshCartCount } from "../../lib/session/session.ts"
import { Missing, resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export type CheckoutData = Of<"Checkout">
export type Address = Of<"Address">
export type Coupon = Of<"Coupon">
export type OrderDetail = Of<"OrderDetail">
export type PayInfo = Of<"PayInfo">
export type PayType = Api.PayType
export const PAY_TYPES: ReadonlyArray<PayType> = ["wechat", "alipay", "balance"]

// ---------------------------------------------------------------------------------------------
// Step 2: confirm order

export const checkoutIds = signal<ReadonlyArray<string>>([])
export const checkoutData = signal<CheckoutData | null>(null)
export const extraCoupons = signal<ReadonlyArray<Coupon>>([])
export const addressId = signal<number | null>(null)
export const couponId = signal<number | null>(null)
export const payType = signal<PayType>("wechat")
export const remarks = signal("")
export const submitting = signal(false)

/** The chosen lines sorted: orderable, unbuyable (with why), no longer in the cart. */
export const chosenLines = computed(() =>
  CheckoutLine.check(checkoutIds.value, checkoutData.value?.lines ?? []),
)

/** The lines to be ordered as core reads them (unit price and amount per line). */
export const lines = computed(() =>
  chosenLines.value.orderable.map((raw, i) => Cart.lineOf(raw, i)),
)

export type LineRow = {
  readonly line: Cart.Line
  /** The goods' name, or the combination's. */
  readonly name: string
  /** Maker and spec of the goods (empty for a combination: its goods carry their own). */
  readonly meta: string
  /** A combination line (goods_type 3): its goods and how many of each one set holds. */
  readonly combination: Combination.InLine | null
  /** The quantity as shown: sets (`2组`) for a combination, else the number. */
  readonly quantity: string
}

/** The lines to be ordered as the goods list shows them. */
export const rows = computed<ReadonlyArray<LineRow>>(() =>
  lines.value.map((line) => {
    const combination = Combination.ofLine(line.raw)
    const g = line.raw.goods
    return {
      line,
      name: CheckoutLine.nameOf(line.raw),
      meta: combination === null ? `${Field.text(g?.sccj)} ${Field.text(g?.ypgg)}`.trim() : "",
      combination,
      quantity:
        combination === null ? String(line.quantity) : `${line.quantity}${Messages.cart.setUnit}`,
    }
  }),
)

/** The chosen goods that cannot be ordered, with why. */
export const unbuyable = computed(() => chosenLines.value.unbuyable)

/** How many chosen lines are no longer in the cart. */
export const missingCount = computed(() => chosenLines.value.missing.length)

/** Every chosen line is there and can be ordered. */
export const allOrderable = computed(() => CheckoutLine.allOrderable(chosenLines.value))

/** 只结算可购买的商品: this page for the orderable lines alone, when some (not all) are. */
export const orderableOnlyHref = computed<string | null>(() => {
  if (allOrderable.value || lines.value.length === 0) return null
  const ids = lines.value.map((l) => l.id).join(",")
  return `/cart/step2?${new URLSearchParams({ ids }).toString()}`
})

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

/** What coupons are judged on: the amount after 满减 and the lines (a variety coupon's goods). */
const couponOrder = computed(() => CouponRule.orderOf(afterManjian.value, lines.value))

/** The chosen coupon when it applies to this order, else null. */
const appliedCoupon = computed(() =>
  CouponRule.chosen(coupons.value, couponId.value, couponOrder.value),
)

/**
 * The order amounts: goods (the plain sum), 满减, shipping, coupon discount and payable (core
 * `Coupon.amounts` on the amount after 满减: goods − 满减 + shipping − coupon).
 */
export const amounts = computed(() => ({
  ...CouponRule.amounts(
    couponOrder.value,
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
  /** `满¥{min}可用` (or 无门槛) */
  readonly condition: string
  /** 指定商品可用 for a variety coupon, else null. */
  readonly scope: string | null
  /**
   * Why it does not apply: `还差¥{x}可用` (a variety coupon: `指定商品还差¥{x}可用`) below its
   * minimum, 本单没有此券指定的商品 for a variety coupon without its goods; null when it applies.
   */
  readonly reason: string | null
}

/** The coupons as the coupon picker shows them. */
export const couponOptions = computed<ReadonlyArray<CouponOption>>(() =>
  coupons.value.map((coupon) => {
    const state = CouponRule.applicability(
      coupon,
      CouponRule.eligibleAmount(coupon, couponOrder.value),
    )
    return {
      coupon,
      usable: state._tag === "Applies",
      condition: Messages.couponMinimum(CouponRule.minimum(coupon)),
      scope: CouponRule.isVariety(coupon) ? Messages.checkout.couponVariety : null,
      reason: state._tag === "Applies" ? null : state.message,
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

/**
 * POST /api/cart/checkout of the chosen lines with the buyer's available coupons; no line chosen
 * (the page opened without `ids`) is nothing to settle. Each answer shown puts the lines, the
 * addresses and the coupons in place and restores the buyer's choices for those lines.
 */
const settle = resource(
  async (ids: ReadonlyArray<string>) => {
    if (ids.length === 0) return Missing
    const [data, available] = await Promise.all([Api.settle(ids), Api.availableCoupons()])
    return data === undefined ? undefined : { data, coupons: available?.data ?? [] }
  },
  {
    shown: ({ data, coupons: available }, ids) => {
      checkoutData.value = data
      extraCoupons.value = available
      const preferred = data.addresses.find((a) => a.is_default === 1) ?? data.addresses[0]
      const restored = CheckoutChoices.restore(
        CheckoutChoices.decode(readChoices(ids)),
        {
          addressIds: data.addresses.map((a) => a.id),
          coupons: coupons.value,
          order: couponOrder.value,
          payTypes: PAY_TYPES,
        },
        { addressId: preferred?.id ?? null, couponId: null, payType: "wechat", remarks: "" },
      )
      addressId.value = restored.addressId
      couponId.value = restored.couponId
      payType.value = PAY_TYPES.find((t) => t === restored.payType) ?? "wechat"
      remarks.value = restored.remarks
    },
  },
)
export const checkoutStatus = settle.status

/** Reads the confirm-order data for the chosen lines. */
export async function loadCheckout(ids: ReadonlyArray<string>): Promise<void> {
  await batch(() => {
    checkoutIds.value = ids
    couponId.value = null
    return settle.load(ids)
  })
}

/** The stored choices of these chosen lines (null when none or storage is off). */
function readChoices(ids: ReadonlyArray<string>): string | null {
  return storedText(CheckoutChoices.keyOf(ids))
}

/** Keeps the choices of the chosen lines over a reload. */
function saveChoices(): void {
  if (checkoutStatus.value !== "ready") return
  // storage full or off: the page still works, only a reload forgets the choices
  keepText(
    CheckoutChoices.keyOf(checkoutIds.value),
    CheckoutChoices.encode({
      addressId: addressId.value,
      couponId: couponId.value,
      payType: payType.value,
      remarks: remarks.value,
    }),
  )
}

function forgetChoices(ids: ReadonlyArray<string>): void {
  keepText(CheckoutChoices.keyOf(ids), null)
}

export function chooseAddress(id: number): void {
  addressId.value = id
  saveChoices()
}

export function chooseCoupon(id: number | null): void {
  couponId.value = id
  saveChoices()
}

export function choosePayType(type: PayType): void {
  payType.value = type
  saveChoices()
}

export function setRemarks(text: string): void {
  remarks.value = text.slice(0, CheckoutChoices.REMARKS_MAX)
  saveChoices()
}

/** The order can be submitted: an address, and every chosen line there and orderable. */
export const canSubmit = computed(
  () =>
    !submitting.value && addressId.value !== null && allOrderable.value && lines.value.length > 0,
)

/** Creates the order and goes to the pay page. */
export async function submitOrder(): Promise<void> {
  const address = addressId.value
  if (!canSubmit.value || address === null) return
  submitting.value = true
  const chosen = appliedCoupon.value
  const ids = checkoutIds.value
  const outcome = await Api.placeOrder({
    ids,
    addressId: address,
    couponId: chosen !== null ? chosen.id : null,
    payType: payType.value,
    remarks: remarks.value.trim() === "" ? null : remarks.value.trim(),
  })
  submitting.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    // refused for the lines (one became unbuyable or left the cart): read them again to show which
    if (outcome._tag === "Warning") void loadCheckout(ids)
    return
  }
  forgetChoices(ids)
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

const orderLoad = resource((id: string) => Api.order(id))
export const order = orderLoad.data
export const orderStatus = orderLoad.status
export const paying = signal(false)
export const payInfo = signal<PayInfo | null>(null)

/** Whether the order still waits for payment (status 0). */
export const awaitingPayment = computed(() => order.value?.status === 0)

export async function loadOrder(id: string): Promise<void> {
  await orderLoad.load(id)
}

/**
 * The pay type a query value names, or `null` when it names none (absent or unknown): the pay
 * page then preselects the order's own (core PayType.preselected).
 */
export const payTypeOf = (raw: string | null): PayType | null => PayTypeRule.parse(raw)

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
  batch(() => {
    settle.reset()
    orderLoad.reset()
    checkoutIds.value = []
    checkoutData.value = null
    extraCoupons.value = []
    addressId.value = null
    couponId.value = null
    payType.value = "wechat"
    remarks.value = ""
    submitting.value = false
    paying.value = false
    payInfo.value = null
  })
}

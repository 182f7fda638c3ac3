/** The checkout steps' calls: settle the chosen lines, place the order, read and pay it. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"
import { callOne } from "../../lib/api/missing.ts"

/** POST /api/cart/checkout of the chosen cart lines; a failure is shown. */
export const settle = (ids: ReadonlyArray<string>) =>
  call(Op.postCartCheckout, { body: { ids: ids.map(Number) } })

/** GET /api/user/availableCoupon (first page), silent: the page offers the checkout's own coupons. */
export const availableCoupons = () =>
  call(Op.getUserAvailableCoupon, { params: { query: { page: 1 } } }, { silent: true })

export type PayType = "wechat" | "alipay" | "balance"

export type NewOrder = {
  readonly ids: ReadonlyArray<string>
  readonly addressId: number
  readonly couponId: number | null
  readonly payType: PayType
  readonly remarks: string | null
}

/** POST /api/order: the outcome, shown by the caller. */
export const placeOrder = (o: NewOrder) =>
  request(Op.postOrder, {
    body: {
      ids: o.ids.map(Number),
      address_id: o.addressId,
      ...(o.couponId !== null ? { coupon_ids: [o.couponId] } : {}),
      pay_type: o.payType,
      ...(o.remarks !== null ? { remarks: o.remarks } : {}),
    },
  })

/** GET /api/order/{id}; `Missing` when there is no such order of the company, other failures shown. */
export const order = (id: string) => {
  const n = Number(id)
  return callOne(n, Op.getOrderById, { params: { path: { id: n } } })
}

/** POST /api/order/{id}/pay: the outcome, shown by the caller. */
export const pay = (id: string, type: PayType) =>
  request(Op.postOrderPay, { params: { path: { id: Number(id) } }, body: { pay_type: type } })

/**
 * 会员中心 (/user): the overview of the signed-in company. The company, rank, manager and
 * qualification state come from the session's user state; the rest is read here at once: balance,
 * available coupons and cash vouchers, favourites, the orders to act on counted by status (one
 * GET /api/order_count; each a link to its tab of 我的订单), the newest messages, and the licences to act on (core `Licence.warnings`). Each count that
 * cannot be read shows as unknown (–), never as 0.
 */
import * as Licence from "@mall/core/Licence"
import type * as OrderStatus from "@mall/core/OrderStatus"
import type { Of } from "../../lib/api/schemas.ts"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export type Message = Of<"Message">
export type LicenceItem = Of<"Qualification">

export interface Overview {
  readonly balance: string | null
  readonly coupons: number | null
  readonly vouchers: number | null
  readonly favourites: number | null
  /** The orders of each tab of `ORDER_TABS` (`null` when they could not be counted). */
  readonly orders: Readonly<Record<OrderTab, number>> | null
  readonly messages: ReadonlyArray<Message>
  readonly warnings: ReadonlyArray<Licence.Warning<LicenceItem>>
}

/** The tabs of 我的订单 the overview counts: the orders still to act on, and the completed. */
export const ORDER_TABS = ["unpaid", "unshipped", "shipped", "completed"] as const
export type OrderTab = (typeof ORDER_TABS)[number] & OrderStatus.Tab

/** The overview as of `now` (the licences to act on are counted on that day). */
async function fetchOverview(now: number): Promise<Overview | undefined> {
  const [money, coupons, vouchers, favourites, messages, licences, orders] = await Promise.all([
    Api.money(),
    Api.couponNum(),
    Api.vouchers(),
    Api.favourites(),
    Api.messages(),
    Api.licences(),
    Api.orderCounts(),
  ])
  if (messages === undefined) return undefined
  return {
    balance: money._tag === "Success" ? money.data.user_money : null,
    coupons: coupons._tag === "Success" ? coupons.data.count : null,
    vouchers: vouchers._tag === "Success" ? vouchers.data.total : null,
    favourites: favourites._tag === "Success" ? favourites.data.total : null,
    orders: orders._tag === "Success" ? orders.data : null,
    messages: messages.data.slice(0, 5),
    warnings: licences._tag === "Success" ? Licence.warnings(licences.data, now) : [],
  }
}

export const overview = resource(fetchOverview)

export async function loadOverview(now: number = Date.now()): Promise<void> {
  await overview.load(now)
}

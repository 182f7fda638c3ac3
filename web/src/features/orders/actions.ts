/**
 * What an order's buttons do, on the list and on the detail page alike: 去支付 goes to the pay
 * step, 取消订单 asks first (the reason is chosen in the dialog), 确认收货 asks first, 再次购买
 * puts the goods in the cart and offers to go there, 申请退货/申请售后 open the forms on the detail
 * page, 查看物流 the detail's logistics, 查看发票 the invoice query for that order. After a change
 * the caller's `reload` runs so the page shows the new state.
 */
import { signal } from "@preact/signals-react"
import * as Messages from "@mall/core/Messages"
import type * as OrderStatus from "@mall/core/OrderStatus"
import * as Routes from "@mall/core/Routes"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { whileBusy } from "../../lib/busy.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { confirm } from "../../lib/ui/dialogs.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import { refreshCartCount } from "../../lib/session/session.ts"
import * as Api from "./api.ts"

const path = (name: string, params: Routes.Params = {}): string =>
  Routes.build(Routes.byName(name)?.path ?? "/", params)

/** Links of the order pages. */
export const links = {
  list: (): string => path("order"),
  /** The 退货/售后 tab of 我的订单, on the returns or the after-sales cases. */
  cases: (kind: "return" | "afterSale"): string => `${path("order")}?tab=returns&kind=${kind}`,
  detail: (id: number, apply?: "return" | "afterSale"): string =>
    `${path("order_info", { id: String(id) })}${apply ? `?apply=${apply}` : ""}`,
  logistics: (id: number): string => `${path("order_info", { id: String(id) })}#logistics`,
  returnDetail: (id: number): string => path("order_returnInfo", { id: String(id) }),
  afterSaleDetail: (id: number): string => path("order_afterSalesInfo", { id: String(id) }),
  pay: (id: number): string => path("cart_step3", { id: String(id) }),
  invoices: (sn: string): string => `${path("zzfw_dzfp")}?order_sn=${encodeURIComponent(sn)}`,
  cart: (): string => path("cart"),
}

/** Orders with a call in flight (their buttons are disabled). */
export const busyOrders = signal<ReadonlySet<number>>(new Set())

/** The order whose cancellation is being asked (the dialog shows while set). */
export const cancelling = signal<{ id: number; sn: string } | null>(null)

export type Target = { readonly id: number; readonly order_sn: string }

/**
 * Runs one action of an order; `reload` re-reads what the page shows after a change. Nothing
 * happens while a call of that order is still running.
 */
export async function act(
  action: OrderStatus.Action,
  order: Target,
  reload: () => Promise<void>,
): Promise<void> {
  if (busyOrders.peek().has(order.id)) return
  switch (action) {
    case "pay":
      navigateTo(links.pay(order.id))
      return
    case "cancel":
      cancelling.value = { id: order.id, sn: order.order_sn }
      return
    case "confirm": {
      if (!(await confirm(Messages.orders.confirmConfirm))) return
      const outcome = await whileBusy(busyOrders, order.id, () => Api.confirm(order.id))
      if (outcome._tag !== "Success") return showOutcome(outcome)
      notifySuccess(outcome.message || Messages.orders.actions.confirm)
      await reload()
      return
    }
    case "rebuy": {
      const outcome = await whileBusy(busyOrders, order.id, () => Api.rebuy(order.id))
      if (outcome._tag !== "Success") return showOutcome(outcome)
      void refreshCartCount()
      const skipped = outcome.data.skipped
      const said =
        skipped.length === 0 ? Messages.orders.rebuyDone : Messages.orders.rebuyPartly(...skipped)
      const go = await confirm(said, {
        okLabel: Messages.orders.toCart,
        cancelLabel: Messages.text["confirm.cancel"],
      })
      if (go) navigateTo(links.cart())
      return
    }
    case "return":
      navigateTo(links.detail(order.id, "return"))
      return
    case "afterSale":
      navigateTo(links.detail(order.id, "afterSale"))
      return
    case "logistics":
      navigateTo(links.logistics(order.id))
      return
    case "invoice":
      navigateTo(links.invoices(order.order_sn))
      return
  }
}

/** Sends the cancellation asked in the dialog with the chosen reason. */
export async function cancelWith(reason: string, reload: () => Promise<void>): Promise<void> {
  const target = cancelling.value
  if (target === null) return
  cancelling.value = null
  const outcome = await whileBusy(busyOrders, target.id, () => Api.cancel(target.id, reason))
  if (outcome._tag !== "Success") return showOutcome(outcome)
  notifySuccess(outcome.message || Messages.orders.actions.cancel)
  await reload()
}

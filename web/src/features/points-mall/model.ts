/**
 * 积分商城 (/jfsc): the points goods and the company's points (the signed-in user's `points`).
 * Exchanging asks for confirmation (the cost, the goods and the default delivery address; without
 * an address the buyer is sent to add one), then POST /api/points/order; on success the session
 * is re-read so the balance follows, the goods shows one fewer in stock, and a dialog titled
 * 兑换成功 says where the goods goes and offers the way to 积分订单 (/jfdd). A refusal (积分不足,
 * 库存不足…) is shown as the server says.
 */
import { computed, signal } from "@preact/signals-react"
import * as Field from "@mall/core/Field"
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import type { DataOf } from "@mall/core/Operation"
import type * as Op from "@mall/core/generated/operations"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { whileBusy } from "../../lib/busy.ts"
import { resource } from "../../lib/kit/resource.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { loadSession, user } from "../../lib/session/session.ts"
import { alert, confirm } from "../../lib/ui/dialogs.ts"
import * as Api from "./api.ts"

export type PointsGoods = DataOf<typeof Op.getPointsGoods>["data"][number]

export const POINTS_ORDERS_PATH = "/jfdd"
export const ADDRESSES_PATH = "/zhzx/addr"

/** The company's points (null before the session is known). */
export const points = computed(() => Field.int(user.value?.points))

/** Units exchanged on this page load, by goods id (shown as less stock). */
export const exchangedHere = signal<Readonly<Record<number, number>>>({})
/** Goods ids with an exchange on its way. */
export const exchanging = signal<ReadonlySet<number>>(new Set())

/** The goods' stock after this page load's exchanges. */
export const stockOf = (g: PointsGoods): number =>
  Math.max(0, g.stock - (exchangedHere.value[g.id] ?? 0))

/** Whether the balance covers one unit (unknown balance: let the server decide). */
export const affordable = (g: PointsGoods): boolean => {
  const p = points.value
  return p === null || p >= g.points
}

/** Exchanges one unit of a points goods, after confirmation. */
export async function exchange(g: PointsGoods): Promise<void> {
  const M = Messages.zones
  if (exchanging.value.has(g.id)) return
  const list = await Api.addresses()
  if (list._tag !== "Success") {
    showOutcome(list)
    return
  }
  const address = list.data.find((a) => Field.flag(a.is_default)) ?? list.data[0]
  if (address === undefined) {
    void alert(M.noAddress, {
      action: { label: M.addAddress, onSelect: () => navigateTo(ADDRESSES_PATH) },
    })
    return
  }
  const where = `${address.province}${address.city}${address.district}${address.address} ${address.consignee} ${address.phone}`
  const ok = await confirm(
    `${M.exchangeConfirm(g.points, g.name, 1)}\n${M.exchangeAddressLine(where)}`,
    {
      title: M.exchangeConfirmTitle,
    },
  )
  if (!ok) return
  const outcome = await whileBusy(exchanging, g.id, () => Api.exchange(g.id, 1, address.id))
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  exchangedHere.value = { ...exchangedHere.value, [g.id]: (exchangedHere.value[g.id] ?? 0) + 1 }
  await loadSession(true)
  void alert(M.exchangedBody, {
    title: M.exchanged,
    action: { label: M.viewPointsOrders, onSelect: () => navigateTo(POINTS_ORDERS_PATH) },
  })
}

/** Forgets this page load's exchanges (tests). */
export function resetExchanges(): void {
  exchangedHere.value = {}
  exchanging.value = new Set()
}

export const spec = { page: ListQuery.page }
export const list = resource((page: number) => Api.goods(page))

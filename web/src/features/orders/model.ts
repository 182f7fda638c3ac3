/**
 * 我的订单 and its detail pages: the list (status tab, keyword, date range and page from the URL),
 * the counts of the tabs, the lists of returns and after-sales cases (tab 退货/售后), one order
 * with its logistics, one return, one after-sales case, and the return and after-sales forms that
 * open on the order's detail page (`?apply=return|afterSale`) and end on the new case's page.
 * Statuses, tabs and the buttons each order shows are core OrderStatus; return rules core Returns.
 */
import { signal } from "@preact/signals-react"
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Returns from "@mall/core/Returns"
import * as Money from "@mall/core/Money"
import { Result } from "effect"
import type { Of } from "../../lib/api/schemas.ts"
import { createForm } from "../../lib/kit/form.ts"
import { resource } from "../../lib/kit/resource.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { notifyError, notifySuccess } from "../../lib/ui/toast.ts"
import { links } from "./actions.ts"
import * as Api from "./api.ts"

export type OrderItem = Of<"Order">
export type OrderDetail = Of<"OrderDetail">
export type OrderGoods = Of<"OrderGoods">

/** The URL state of 我的订单. */
export const listSpec = {
  tab: ListQuery.oneOf(
    OrderStatus.tabs as unknown as readonly [OrderStatus.Tab, ...OrderStatus.Tab[]],
  ),
  kind: ListQuery.oneOf(["return", "afterSale"]),
  keyword: ListQuery.text(),
  start: ListQuery.date,
  end: ListQuery.date,
  page: ListQuery.page,
}
export type ListValues = ListQuery.Values<typeof listSpec>

export const orderList = resource((q: Api.ListQuery) => Api.orders(q))
export const counts = resource((q: Omit<Api.ListQuery, "status" | "page">) => Api.counts(q))
export const returnList = resource((page: number) => Api.returns(page))
export const afterSaleList = resource((page: number) => Api.afterSales(page))

/** Loads what the list page shows for the URL's values. */
export function loadList(v: ListValues): void {
  const filter = { keyword: v.keyword, start: v.start, end: v.end }
  if (ListQuery.rangeInverted(v.start, v.end)) return
  void counts.load(filter)
  if (v.tab === "returns") {
    if (v.kind === "return") void returnList.load(v.page)
    else void afterSaleList.load(v.page)
    return
  }
  void orderList.load({ ...filter, status: OrderStatus.tabStatus(v.tab), page: v.page })
}

/** After an action: the page and the counts again. */
export async function reloadList(): Promise<void> {
  await Promise.all([orderList.reload(), counts.reload()])
}

/** The count shown on a tab (undefined until the counts arrive). */
export function tabCount(tab: OrderStatus.Tab): number | undefined {
  const c = counts.data.value
  if (c === null) return undefined
  const key = {
    all: "all",
    unpaid: "unpaid",
    unshipped: "unshipped",
    shipped: "shipped",
    completed: "completed",
    cancelled: "cancelled",
    returns: "after_sale",
  } as const
  return c[key[tab]]
}

/** The buttons an order shows (core OrderStatus), from its list or detail data. */
export function actionsOf(
  o: OrderItem,
  afterSaleEnabled: boolean,
): ReadonlyArray<OrderStatus.Action> {
  const status = OrderStatus.parse(o.status)
  if (status === null) return []
  return OrderStatus.actions({
    status,
    returnable: o.returnable === 1,
    afterSaleEnabled,
    hasInvoice: o.invoice_url !== "",
  })
}

// ---- detail ------------------------------------------------------------------------------

export const detail = resource((id: number) => Api.order(id))
export const logistics = resource((id: number) => Api.logistics(id))

export async function loadDetail(id: number): Promise<void> {
  logistics.reset()
  await detail.load(id)
  const o = detail.data.peek()
  if (o !== null && o.id === id && (o.status === 2 || o.status === 3)) void logistics.load(id)
}

/** A part of the detail page an address can ask for: a form (`?apply=`) or the logistics. */
export type Part = "return" | "afterSale" | "logistics"

/** The part the address asks for: `?apply=return|afterSale`, else `#logistics`; null: none. */
export const askedPart = (apply: string | null, hash: string): Part | null =>
  apply === "return" || apply === "afterSale" ? apply : hash === "#logistics" ? "logistics" : null

/**
 * Whether the detail page shows order `id` as it is now (not an earlier order's, nor one being
 * read again) with its logistics in, so a part asked for is where it stays.
 */
export const detailSettled = (id: number): boolean =>
  detail.status.value === "ready" &&
  detail.data.value?.id === id &&
  logistics.status.value !== "loading"

export const reloadDetail = async (): Promise<void> => {
  const id = detail.query.peek()
  if (id !== null) await loadDetail(id)
}

export const returnDetail = resource((id: number) => Api.returnDetail(id))
export const afterSaleDetail = resource((id: number) => Api.afterSaleDetail(id))

// ---- return and after-sales forms ---------------------------------------------------------

/**
 * The return form. Its `numbers` field holds no value: the quantities are `returnQuantities`,
 * checked against the order's lines by core Returns; the field carries their message (and a
 * 422 on `numbers`) and the focus request for the quantity it is about (`numbersLine`).
 */
export const returnForm = createForm({
  fields: Returns.form,
  initial: { numbers: "", reason: "", description: "" },
})
/** Quantities typed per order-goods id (text as typed). */
export const returnQuantities = signal<Readonly<Record<number, string>>>({})
export const returnPictures = signal<ReadonlyArray<string>>([])
/** The order-goods id the quantities' message is about; `null`: the choice as a whole. */
export const numbersLine = signal<number | null>(null)

/** A quantity typed: kept as typed, and the quantities' message goes. */
export function setReturnQuantity(lineId: number, text: string): void {
  returnQuantities.value = { ...returnQuantities.peek(), [lineId]: text }
  returnForm.setField("numbers", "")
}

export const afterSaleForm = createForm({
  fields: Returns.afterSaleForm,
  initial: { type: "", content: "" },
})
export const afterSalePictures = signal<ReadonlyArray<string>>([])

export function resetForms(): void {
  returnForm.reset()
  afterSaleForm.reset()
  returnQuantities.value = {}
  returnPictures.value = []
  afterSalePictures.value = []
  numbersLine.value = null
}

export const linesOf = (o: OrderDetail): Returns.Line[] =>
  o.goods.map((g) => ({
    id: g.id,
    number: g.number,
    returned: g.returned ?? 0,
    price: g.is_gift === 1 ? Money.zero : Money.parseOr(g.price),
  }))

const picks = (): Returns.Pick[] =>
  Object.entries(returnQuantities.peek()).map(([id, q]) => ({
    line: Number(id),
    quantity: q.trim() === "" ? 0 : /^\d+$/.test(q.trim()) ? Number(q.trim()) : Number.NaN,
  }))

/** The refund the typed quantities would give (core Returns), or null while they are invalid. */
export function refundPreview(o: OrderDetail): Money.Fen | null {
  const lines = linesOf(o)
  const all = picks()
  // a quantity typed that is not a whole number (1.5, abc) gives no refund to show, not ¥0.00
  if (all.some((p) => !Number.isSafeInteger(p.quantity))) return null
  const chosen = all.filter((p) => p.quantity > 0)
  return Returns.refundAmount(Returns.goodsValue(lines, chosen), {
    goodsAmount: Money.parseOr(o.goods_amount),
    discount: Money.add(Money.parseOr(o.manjian_amount), Money.parseOr(o.coupon_amount)),
  })
}

/**
 * Sends a return application. The quantities are checked first against the order (core
 * Returns): a wrong one puts its message on its quantity field, which takes focus, with the
 * other fields' messages beside it; the reason and description are the form's own checks.
 */
export async function submitReturn(o: OrderDetail): Promise<void> {
  if (returnForm.submitting.peek()) return
  const checked = Returns.check(linesOf(o), {
    picks: picks(),
    reason: returnForm.values.peek().reason,
    description: returnForm.values.peek().description,
    pictures: returnPictures.peek(),
  })
  const place = Result.isFailure(checked) ? Returns.placeOf(checked.failure) : null
  if (Result.isFailure(checked) && place?.field === "numbers") {
    returnForm.check()
    numbersLine.value = place.line
    returnForm.reject({ numbers: Returns.problemText(checked.failure) })
    return
  }
  if (Result.isFailure(checked) && place?.field === "images") {
    notifyError(Returns.problemText(checked.failure))
    return
  }
  numbersLine.value = null
  const lines = Result.isSuccess(checked) ? checked.success : []
  const outcome = await returnForm.submit((v) =>
    Api.applyReturn({
      orderId: o.id,
      lines: lines.map((p) => ({ id: p.line, quantity: p.quantity })),
      reason: v.reason,
      description: v.description,
      images: returnPictures.peek(),
    }),
  )
  if (outcome?._tag !== "Success") return
  notifySuccess(outcome.message || Messages.orders.returnCreated)
  resetForms()
  navigateTo(links.returnDetail(outcome.data.id))
}

export async function submitAfterSale(o: OrderDetail): Promise<void> {
  const outcome = await afterSaleForm.submit((v) =>
    Api.applyAfterSale({
      orderId: o.id,
      type: Number(v.type) as 1 | 2 | 3,
      content: v.content,
      images: afterSalePictures.peek(),
    }),
  )
  if (outcome?._tag !== "Success") return
  notifySuccess(outcome.message || Messages.orders.afterSaleCreated)
  resetForms()
  navigateTo(links.afterSaleDetail(outcome.data.id))
}

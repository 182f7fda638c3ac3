/**
 * Order statuses and what each allows. An order is 0 待付款 (unpaid), 1 待发货 (paid, awaiting
 * shipment), 2 待收货 (shipped), 3 已完成 (completed) or 4 已取消 (cancelled). `actions` decides
 * the buttons an order shows (pay, cancel, confirm receipt, logistics, buy again, return,
 * after-sales, invoice), `returnWindow` when its goods can be returned (said on the order when
 * 申请退货 is not offered), `tabs` the status tabs of 我的订单 with the status each filters on, and
 * `timeline` the steps of the detail page's progress. Returns (退货) and after-sales cases (售后)
 * have their own statuses, also here. The words come from the message catalogue.
 */
import * as Messages from "./Messages.ts"

export const UNPAID = 0
export const UNSHIPPED = 1
export const SHIPPED = 2
export const COMPLETED = 3
export const CANCELLED = 4
export type Status = 0 | 1 | 2 | 3 | 4

export const statuses: ReadonlyArray<Status> = [0, 1, 2, 3, 4]

/** A status as a number or a digit string, or `null` when it is none of the five. */
export const parse = (x: number | string | null | undefined): Status | null => {
  const n = typeof x === "string" && /^\d$/.test(x.trim()) ? Number(x) : x
  return n === 0 || n === 1 || n === 2 || n === 3 || n === 4 ? n : null
}

/** The word of a status. */
export const label = (status: Status): string => Messages.orders.status[status]

/** The colour family of a status badge. */
export type Tone = "warning" | "info" | "success" | "muted"
export const tone = (status: Status): Tone =>
  status === UNPAID
    ? "warning"
    : status === COMPLETED
      ? "success"
      : status === CANCELLED
        ? "muted"
        : "info"

/** The tabs of 我的订单, in order. `returns` lists returns and after-sales cases. */
export type Tab = "all" | "unpaid" | "unshipped" | "shipped" | "completed" | "cancelled" | "returns"
export const tabs: ReadonlyArray<Tab> = [
  "all",
  "unpaid",
  "unshipped",
  "shipped",
  "completed",
  "cancelled",
  "returns",
]

const TAB_STATUS: Readonly<Record<Tab, Status | null>> = {
  all: null,
  unpaid: UNPAID,
  unshipped: UNSHIPPED,
  shipped: SHIPPED,
  completed: COMPLETED,
  cancelled: CANCELLED,
  returns: null,
}

/** The status a tab filters on (`null`: every order, or not an order list at all). */
export const tabStatus = (tab: Tab): Status | null => TAB_STATUS[tab]

/** A tab from the URL (`?tab=`); anything unknown is `all`. */
export const parseTab = (x: unknown): Tab =>
  typeof x === "string" && (tabs as ReadonlyArray<string>).includes(x) ? (x as Tab) : "all"

export const tabLabel = (tab: Tab): string => Messages.orders.tabs[tab]

/** What the buyer can do with an order. */
export type Action =
  "pay" | "cancel" | "confirm" | "logistics" | "rebuy" | "return" | "afterSale" | "invoice"

export interface ActionInput {
  readonly status: Status
  /** Whether any line still has a quantity that can be returned. */
  readonly returnable: boolean
  /** Whether the company may open after-sales cases (`is_AfterSale`). */
  readonly afterSaleEnabled: boolean
  /** Whether the order has an e-invoice. */
  readonly hasInvoice: boolean
}

/**
 * The actions an order allows, in the order they show: unpaid → pay, cancel; awaiting
 * shipment → cancel (refunded), buy again; shipped → confirm receipt, logistics, return,
 * after-sales, buy again; completed → logistics, return, after-sales, invoice, buy again;
 * cancelled → buy again. Returns need a returnable quantity left, after-sales the company flag,
 * the invoice an issued invoice.
 */
export const actions = (o: ActionInput): ReadonlyArray<Action> => {
  const out: Action[] = []
  switch (o.status) {
    case UNPAID:
      out.push("pay", "cancel")
      break
    case UNSHIPPED:
      out.push("cancel", "rebuy")
      break
    case SHIPPED:
    case COMPLETED:
      if (o.status === SHIPPED) out.push("confirm")
      out.push("logistics")
      if (o.returnable) out.push("return")
      if (o.afterSaleEnabled) out.push("afterSale")
      if (o.status === COMPLETED && o.hasInvoice) out.push("invoice")
      out.push("rebuy")
      break
    case CANCELLED:
      out.push("rebuy")
      break
  }
  return out
}

/**
 * When the goods of an order can be returned, which the order says where 申请退货 is not offered
 * (the contract's `returnable`: lines of a shipped or completed order not yet all returned):
 * `Open` shipped or completed with something left (the button shows); `AfterShipping` paid and
 * waiting to ship (not yet: cancelling is what the buyer can do meanwhile); `NothingLeft` shipped
 * or completed with every line already returned; `None` unpaid or cancelled (no goods to return).
 */
export type ReturnWindow =
  | { readonly _tag: "Open" }
  | { readonly _tag: "AfterShipping" }
  | { readonly _tag: "NothingLeft" }
  | { readonly _tag: "None" }

export const returnWindow = (o: {
  readonly status: Status
  readonly returnable: boolean
}): ReturnWindow => {
  switch (o.status) {
    case UNSHIPPED:
      return { _tag: "AfterShipping" }
    case SHIPPED:
    case COMPLETED:
      return o.returnable ? { _tag: "Open" } : { _tag: "NothingLeft" }
    case UNPAID:
    case CANCELLED:
      return { _tag: "None" }
  }
}

/** What the order says about returning its goods, or `null` when 申请退货 (or nothing) says it. */
export const returnNotice = (w: ReturnWindow): string | null =>
  w._tag === "AfterShipping"
    ? Messages.orders.returnAfterShipping
    : w._tag === "NothingLeft"
      ? Messages.orders.nothingLeftToReturn
      : null

/** Whether an action of a status is allowed at all (the back end's check). */
export const allows = (status: Status, action: Action): boolean =>
  actions({ status, returnable: true, afterSaleEnabled: true, hasInvoice: true }).includes(action)

export const actionLabel = (action: Action): string => Messages.orders.actions[action]

/** The times an order has passed through (`""` or missing when it has not). */
export interface Times {
  readonly status: Status
  readonly created_at: string
  readonly paid_at?: string | undefined
  readonly shipped_at?: string | undefined
  readonly finished_at?: string | undefined
}

export interface Step {
  readonly label: string
  /** Shown time, "" when the step is not reached. */
  readonly time: string
  readonly done: boolean
}

/**
 * The progress steps of an order: 提交订单 → 付款成功 → 商品出库 → 交易完成, each done with its
 * time once reached; a cancelled order shows 提交订单 → 订单取消 (with the steps it had reached
 * before, e.g. paid then cancelled).
 */
export const timeline = (t: Times): ReadonlyArray<Step> => {
  const w = Messages.orders.timeline
  const step = (label: string, time: string | undefined, done: boolean): Step => ({
    label,
    time: done ? (time ?? "") : "",
    done,
  })
  const paid = t.paid_at !== undefined && t.paid_at !== ""
  if (t.status === CANCELLED) {
    return [
      step(w.created, t.created_at, true),
      ...(paid ? [step(w.paid, t.paid_at, true)] : []),
      step(w.cancelled, t.finished_at, true),
    ]
  }
  return [
    step(w.created, t.created_at, true),
    step(w.paid, t.paid_at, t.status >= UNSHIPPED),
    step(w.shipped, t.shipped_at, t.status >= SHIPPED),
    step(w.completed, t.finished_at, t.status === COMPLETED),
  ]
}

/** Return statuses: 0 待审核, 1 已同意, 2 已拒绝, 3 已退款. */
export type ReturnStatus = 0 | 1 | 2 | 3
export const returnLabel = (s: number): string =>
  Messages.orders.returnStatus[s as ReturnStatus] ?? ""
export const returnTone = (s: number): Tone =>
  s === 0 ? "warning" : s === 2 ? "muted" : s === 3 ? "success" : "info"

/** After-sales statuses: 0 处理中, 1 已完成. */
export const afterSaleLabel = (s: number): string =>
  Messages.orders.afterSaleStatus[s as 0 | 1] ?? ""
export const afterSaleTone = (s: number): Tone => (s === 1 ? "success" : "warning")

/** After-sales types: 1 质量问题, 2 发错货, 3 其他. */
export const afterSaleTypes: ReadonlyArray<1 | 2 | 3> = [1, 2, 3]
export const afterSaleTypeLabel = (t: number): string =>
  Messages.orders.afterSaleType[t as 1 | 2 | 3] ?? ""

/** 含麻 receipt statuses: 0 待上传, 1 待审核, 2 已通过, 3 已驳回; upload is open unless passed. */
export const receiptLabel = (s: number): string =>
  Messages.orders.receiptStatus[s as 0 | 1 | 2 | 3] ?? ""
export const receiptTone = (s: number): Tone => (s === 2 ? "success" : s === 1 ? "info" : "warning")
export const receiptUploadable = (s: number): boolean => s === 0 || s === 1 || s === 3

/** Points-order statuses: 0 待发货, 1 已发货, 2 已完成, 3 已取消. */
export const pointsOrderTone = (s: number): Tone =>
  s === 0 ? "warning" : s === 1 ? "info" : s === 2 ? "success" : "muted"

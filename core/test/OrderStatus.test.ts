import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as OrderStatus from "../src/OrderStatus.ts"
import type { Status } from "../src/OrderStatus.ts"
import { runs } from "./arbitraries.ts"

const status = fc.constantFrom<Status>(0, 1, 2, 3, 4)
const input = fc.record({
  status,
  returnable: fc.boolean(),
  afterSaleEnabled: fc.boolean(),
  hasInvoice: fc.boolean(),
})

describe("OrderStatus", () => {
  it("worked examples: the buttons of each status", () => {
    const all = { returnable: true, afterSaleEnabled: true, hasInvoice: true }
    expect(OrderStatus.actions({ status: 0, ...all })).toEqual(["pay", "cancel"])
    expect(OrderStatus.actions({ status: 1, ...all })).toEqual(["cancel", "rebuy"])
    expect(OrderStatus.actions({ status: 2, ...all })).toEqual([
      "confirm",
      "logistics",
      "return",
      "afterSale",
      "rebuy",
    ])
    expect(OrderStatus.actions({ status: 3, ...all })).toEqual([
      "logistics",
      "return",
      "afterSale",
      "invoice",
      "rebuy",
    ])
    expect(OrderStatus.actions({ status: 4, ...all })).toEqual(["rebuy"])
    expect(
      OrderStatus.actions({
        status: 3,
        returnable: false,
        afterSaleEnabled: false,
        hasInvoice: false,
      }),
    ).toEqual(["logistics", "rebuy"])
    expect(OrderStatus.label(2)).toBe("待收货")
    expect(OrderStatus.actionLabel("confirm")).toBe("确认收货")
  })

  test.prop([input], runs)(
    "pay only unpaid, confirm only shipped, cancel only before shipping",
    (o) => {
      const a = OrderStatus.actions(o)
      expect(a.includes("pay")).toBe(o.status === 0)
      expect(a.includes("confirm")).toBe(o.status === 2)
      expect(a.includes("cancel")).toBe(o.status === 0 || o.status === 1)
      expect(a.includes("return")).toBe((o.status === 2 || o.status === 3) && o.returnable)
      expect(a.includes("afterSale")).toBe((o.status === 2 || o.status === 3) && o.afterSaleEnabled)
      expect(a.includes("invoice")).toBe(o.status === 3 && o.hasInvoice)
      expect(new Set(a).size).toBe(a.length)
      for (const x of a) expect(OrderStatus.allows(o.status, x)).toBe(true)
    },
  )

  test.prop([fc.anything()], runs)(
    "tabs: anything unknown is all; each tab filters on its status",
    (x) => {
      const tab = OrderStatus.parseTab(x)
      expect(OrderStatus.tabs).toContain(tab)
      for (const t of OrderStatus.tabs) {
        expect(OrderStatus.parseTab(t)).toBe(t)
        const s = OrderStatus.tabStatus(t)
        if (s !== null) expect(OrderStatus.tabLabel(t)).toBe(OrderStatus.label(s))
      }
    },
  )

  it("parses wire statuses", () => {
    expect(OrderStatus.parse("3")).toBe(3)
    expect(OrderStatus.parse(4)).toBe(4)
    expect(OrderStatus.parse(5)).toBeNull()
    expect(OrderStatus.parse("x")).toBeNull()
  })

  it("timeline: steps done up to the status, with their times", () => {
    const t = {
      created_at: "2026-11-01 10:00:00",
      paid_at: "2026-11-01 10:10:00",
      shipped_at: "2026-11-02 10:10:00",
      finished_at: "",
    }
    const shipped = OrderStatus.timeline({ ...t, status: 2 })
    expect(shipped.map((s) => s.label)).toEqual(["提交订单", "付款成功", "商品出库", "交易完成"])
    expect(shipped.map((s) => s.done)).toEqual([true, true, true, false])
    expect(shipped[2]?.time).toBe("2026-11-02 10:10:00")
    expect(shipped[3]?.time).toBe("")
    const cancelled = OrderStatus.timeline({
      status: 4,
      created_at: t.created_at,
      paid_at: "",
      finished_at: "2026-11-01 11:00:00",
    })
    expect(cancelled.map((s) => s.label)).toEqual(["提交订单", "订单取消"])
    expect(cancelled[1]?.time).toBe("2026-11-01 11:00:00")
  })

  test.prop([status], runs)("timeline steps done form a prefix", (s) => {
    const steps = OrderStatus.timeline({
      status: s,
      created_at: "2026-11-01 10:00:00",
      paid_at: "2026-11-01 10:10:00",
    })
    const done = steps.map((x) => x.done)
    const firstUndone = done.indexOf(false)
    if (firstUndone >= 0) expect(done.slice(firstUndone).every((d) => !d)).toBe(true)
    expect(steps[0]?.done).toBe(true)
  })

  it("return, after-sales and receipt words", () => {
    expect(OrderStatus.returnLabel(3)).toBe("已退款")
    expect(OrderStatus.afterSaleLabel(0)).toBe("处理中")
    expect(OrderStatus.afterSaleTypeLabel(2)).toBe("发错货")
    expect(OrderStatus.receiptLabel(0)).toBe("待上传")
    expect(OrderStatus.receiptUploadable(2)).toBe(false)
    expect(OrderStatus.receiptUploadable(3)).toBe(true)
    expect([0, 1, 2, 3].map(OrderStatus.pointsOrderTone)).toEqual([
      "warning",
      "info",
      "success",
      "muted",
    ])
  })
})

describe("OrderStatus: tabs, tones, words and odd wire values", () => {
  it("maps each tab to the status it filters on, and reads tabs from the URL", () => {
    expect(OrderStatus.tabs.map(OrderStatus.tabStatus)).toEqual([null, 0, 1, 2, 3, 4, null])
    expect(OrderStatus.tabs.map(OrderStatus.tabLabel)).toEqual([
      "全部订单",
      "待付款",
      "待发货",
      "待收货",
      "已完成",
      "已取消",
      "退货/售后",
    ])
    expect(OrderStatus.parseTab("returns")).toBe("returns")
    expect(OrderStatus.parseTab("paid")).toBe("all")
    expect(OrderStatus.parseTab(2)).toBe("all")
  })
  it("labels and colours order statuses and actions", () => {
    expect(OrderStatus.statuses.map(OrderStatus.label)).toEqual([
      "待付款",
      "待发货",
      "待收货",
      "已完成",
      "已取消",
    ])
    expect(OrderStatus.statuses.map(OrderStatus.tone)).toEqual([
      "warning",
      "info",
      "info",
      "success",
      "muted",
    ])
    expect(OrderStatus.actionLabel("confirm")).toBe("确认收货")
    expect(OrderStatus.actionLabel("invoice")).toBe("查看发票")
    expect(OrderStatus.allows(0, "pay")).toBe(true)
    expect(OrderStatus.allows(1, "pay")).toBe(false)
    expect(OrderStatus.allows(3, "invoice")).toBe(true)
    expect(OrderStatus.allows(2, "invoice")).toBe(false)
  })
  it("reads digit strings with spaces, refuses other shapes", () => {
    expect(OrderStatus.parse(" 0 ")).toBe(0)
    expect(OrderStatus.parse("12")).toBeNull()
    expect(OrderStatus.parse(1.5)).toBeNull()
    expect(OrderStatus.parse(null)).toBeNull()
  })
  it("a paid then cancelled order shows its payment; unreached steps have no time", () => {
    const steps = OrderStatus.timeline({
      status: 4,
      created_at: "2026-11-01 10:00:00",
      paid_at: "2026-11-01 10:10:00",
    })
    expect(steps).toEqual([
      { label: "提交订单", time: "2026-11-01 10:00:00", done: true },
      { label: "付款成功", time: "2026-11-01 10:10:00", done: true },
      { label: "订单取消", time: "", done: true },
    ])
    const completed = OrderStatus.timeline({ status: 3, created_at: "2026-11-01 10:00:00" })
    expect(completed.map((s) => [s.done, s.time])).toEqual([
      [true, "2026-11-01 10:00:00"],
      [true, ""],
      [true, ""],
      [true, ""],
    ])
    const unpaid = OrderStatus.timeline({
      status: 0,
      created_at: "2026-11-01 10:00:00",
      paid_at: "2026-11-01 10:10:00",
    })
    expect(unpaid.map((s) => s.time)).toEqual(["2026-11-01 10:00:00", "", "", ""])
  })
  it("return, after-sales and receipt statuses: every word and colour, unknown ones blank", () => {
    expect([0, 1, 2, 3, 9].map(OrderStatus.returnLabel)).toEqual([
      "待审核",
      "已同意",
      "已拒绝",
      "已退款",
      "",
    ])
    expect([0, 1, 2, 3].map(OrderStatus.returnTone)).toEqual([
      "warning",
      "info",
      "muted",
      "success",
    ])
    expect([0, 1, 5].map(OrderStatus.afterSaleLabel)).toEqual(["处理中", "已完成", ""])
    expect([0, 1].map(OrderStatus.afterSaleTone)).toEqual(["warning", "success"])
    expect(OrderStatus.afterSaleTypes.map(OrderStatus.afterSaleTypeLabel)).toEqual([
      "质量问题",
      "发错货",
      "其他",
    ])
    expect(OrderStatus.afterSaleTypeLabel(0)).toBe("")
    expect([0, 1, 2, 3, 7].map(OrderStatus.receiptLabel)).toEqual([
      "待上传",
      "待审核",
      "已通过",
      "已驳回",
      "",
    ])
    expect([0, 1, 2, 3].map(OrderStatus.receiptTone)).toEqual([
      "warning",
      "info",
      "success",
      "warning",
    ])
    expect([0, 1, 2, 3].map(OrderStatus.receiptUploadable)).toEqual([true, true, false, true])
  })
})

describe("OrderStatus: when an order's goods can be returned", () => {
  it("worked examples: 待发货 says returns open once shipped; nothing left says so", () => {
    expect(OrderStatus.returnWindow({ status: 1, returnable: false })).toEqual({
      _tag: "AfterShipping",
    })
    expect(
      OrderStatus.returnNotice(OrderStatus.returnWindow({ status: 1, returnable: false })),
    ).toBe("商品发货后才能申请退货。发货前如不需要，可取消订单，已付货款将退回。")
    expect(OrderStatus.returnWindow({ status: 3, returnable: false })._tag).toBe("NothingLeft")
    expect(OrderStatus.returnNotice({ _tag: "NothingLeft" })).toContain("已全部申请退货")
    expect(
      OrderStatus.returnNotice(OrderStatus.returnWindow({ status: 2, returnable: true })),
    ).toBeNull()
    expect(
      OrderStatus.returnNotice(OrderStatus.returnWindow({ status: 0, returnable: false })),
    ).toBeNull()
    expect(
      OrderStatus.returnNotice(OrderStatus.returnWindow({ status: 4, returnable: true })),
    ).toBeNull()
  })

  test.prop([input], runs)(
    "open exactly when 申请退货 shows; otherwise a paid order not returnable says why",
    (o) => {
      const w = OrderStatus.returnWindow(o)
      expect(w._tag === "Open").toBe(OrderStatus.actions(o).includes("return"))
      // an order paid for whose goods cannot be returned now always says why
      const paid = o.status === 1 || o.status === 2 || o.status === 3
      const notice = OrderStatus.returnNotice(w)
      expect(notice !== null).toBe(paid && !OrderStatus.actions(o).includes("return"))
      // before shipping, the buyer is pointed to cancelling, which that status offers
      if (w._tag === "AfterShipping") expect(OrderStatus.actions(o)).toContain("cancel")
    },
  )
})

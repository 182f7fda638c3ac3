import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { pageOf } from "../../../test/page.ts"
import { recordToasts } from "../../../test/toasts.ts"
import type { Of } from "../../lib/api/schemas.ts"
import * as Model from "./model.ts"

const invoice = (id: number, sn: string): Of<"Invoice"> => ({
  id,
  order_id: id,
  order_sn: sn,
  title: "仁和大药房",
  invoice_no: `0440${id}`,
  amount: "128.50",
  pdf_url: `/static/invoice/${id}.pdf`,
  created_at: "2026-11-20 10:00:00",
})

const values = (v: Partial<Model.Values> = {}): Model.Values => ({
  order_sn: "",
  start: "",
  end: "",
  page: 1,
  ...v,
})

const settled = () => vi.waitFor(() => expect(Model.invoices.status.value).not.toBe("loading"))

beforeEach(() => Model.invoices.reset())
afterEach(() => vi.unstubAllGlobals())

describe("电子发票查询", () => {
  it("asks for the page only, with no filter the buyer left empty", async () => {
    const fetch = installFetch({ "GET /api/invoice": ok(pageOf([invoice(1, "2026112001")])) })
    Model.load(values({ page: 2 }))
    await settled()
    expect([...fetch.calls[0]!.query]).toEqual([["page", "2"]])
    expect(Model.invoices.data.value?.data.map((i) => i.order_sn)).toEqual(["2026112001"])
  })

  it("sends the order number and the issue dates as start_date and end_date", async () => {
    const fetch = installFetch({ "GET /api/invoice": ok(pageOf([])) })
    Model.load(values({ order_sn: "2026112001", start: "2026-11-01", end: "2026-11-30" }))
    await settled()
    expect(Object.fromEntries(fetch.calls[0]!.query)).toEqual({
      page: "1",
      order_sn: "2026112001",
      start_date: "2026-11-01",
      end_date: "2026-11-30",
    })
    expect(Model.invoices.status.value).toBe("ready")
    expect(Model.invoices.data.value?.data).toEqual([])
  })

  it("a range whose end is before its start is not sent (the search row says why)", () => {
    const fetch = installFetch({ "GET /api/invoice": ok(pageOf([])) })
    Model.load(values({ start: "2026-11-30", end: "2026-11-01" }))
    expect(fetch.calls).toHaveLength(0)
    expect(Model.invoices.status.value).toBe("idle")
  })

  it("a failed search is shown as failed, and 重新加载 asks for the same query again", async () => {
    const toasts = recordToasts()
    const fetch = installFetch({ "GET /api/invoice": envelope(50000, "服务器错误", 500) })
    Model.load(values({ order_sn: "2026112001", page: 3 }))
    await settled()
    expect(Model.invoices.status.value).toBe("failed")
    expect(toasts.plain()).toEqual(["系统繁忙，请稍后再试"])
    fetch.routes["GET /api/invoice"] = ok(pageOf([invoice(2, "2026112001")], 3, 3))
    await Model.invoices.reload()
    expect(fetch.calls.map((c) => c.query.toString())).toEqual([
      "page=3&order_sn=2026112001",
      "page=3&order_sn=2026112001",
    ])
    expect(Model.invoices.status.value).toBe("ready")
  })

  it("an older search answering after a newer one does not replace it", async () => {
    const loads = vi.spyOn(Model.invoices, "load")
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    installFetch({
      "GET /api/invoice": async () => {
        await held
        return ok(pageOf([invoice(1, "OLD")])) as { body: unknown }
      },
    })
    Model.load(values({ order_sn: "OLD" }))
    installFetch({ "GET /api/invoice": ok(pageOf([invoice(2, "NEW")])) })
    Model.load(values({ order_sn: "NEW" }))
    await loads.mock.results[1]!.value
    release()
    await loads.mock.results[0]!.value
    expect(Model.invoices.status.value).toBe("ready")
    expect(Model.invoices.data.value?.data.map((i) => i.order_sn)).toEqual(["NEW"])
    expect(Model.invoices.query.value?.orderSn).toBe("NEW")
  })

  it("any two days: asked for exactly when the range is not inverted, each day as typed", async () => {
    const day = fc
      .integer({ min: 0, max: 3 * 365 })
      .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10))
    const maybeDay = fc.oneof(fc.constant(""), day)
    await fc.assert(
      fc.asyncProperty(maybeDay, maybeDay, async (start, end) => {
        Model.invoices.reset()
        const fetch = installFetch({ "GET /api/invoice": ok(pageOf([])) })
        Model.load(values({ start, end }))
        const inverted = start !== "" && end !== "" && start > end
        if (!inverted) await settled()
        expect(fetch.calls).toHaveLength(inverted ? 0 : 1)
        if (inverted) return
        const q = fetch.calls[0]!.query
        expect(q.get("start_date")).toBe(start === "" ? null : start)
        expect(q.get("end_date")).toBe(end === "" ? null : end)
      }),
      { numRuns: 25 },
    )
  })
})

import * as Messages from "@mall/core/Messages"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import * as toast from "../../lib/ui/toast.ts"
import * as Model from "./model.ts"

const W = Messages.orders
const order = { id: 43, order_sn: "20261126440517" }
const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "回执.pdf", { type: "application/pdf" })
const uploaded = {
  url: "/static/uploads/0123456789abcdef0123456789abcdef.pdf",
  name: "回执.pdf",
  type: "application/pdf",
  size: 15,
}

beforeEach(() => {
  vi.spyOn(toast, "notifyError").mockImplementation(() => {})
  vi.spyOn(toast, "notifySuccess").mockImplementation(() => {})
  Model.uploadFor.value = null
  Model.openUpload(order)
})

describe("the receipt upload of an order", () => {
  it("a file of another type is refused at once, under the field, and nothing is kept", () => {
    Model.choose(new File(["GIF89a"], "a.gif", { type: "image/gif" }))
    expect(Model.problem.value).toBe("只能上传 PNG、JPG、PDF 文件")
    expect(Model.chosen.value).toBeNull()
    // a right one afterwards takes the message away
    Model.choose(pdf())
    expect(Model.problem.value).toBeNull()
    expect(Model.chosen.value?.name).toBe("回执.pdf")
  })

  it("提交 without a file says so and sends nothing", async () => {
    const fetch = installFetch({})
    await Model.send()
    expect(Model.problem.value).toBe(W.receiptChooseFirst)
    expect(fetch.calls).toHaveLength(0)
    expect(Model.uploadFor.value).toEqual({ id: 43, sn: order.order_sn })
  })

  it("uploads the file, sends it as the order's receipt and closes", async () => {
    const fetch = installFetch({
      "POST /api/upload": ok(uploaded, "上传成功"),
      "POST /api/hmdd/43/receipt": ok(null, "回执已上传"),
    })
    Model.choose(pdf())
    await Model.send()
    const sent = fetch.calls.find((c) => c.path === "/api/hmdd/43/receipt")
    expect(new URLSearchParams(sent?.body ?? "").get("receipt_image")).toBe(uploaded.url)
    expect(Model.uploadFor.value).toBeNull()
    expect(Model.sending.value).toBe(false)
  })

  it("a refused receipt keeps the dialog and the chosen file", async () => {
    installFetch({
      "POST /api/upload": ok(uploaded, "上传成功"),
      "POST /api/hmdd/43/receipt": envelope(40000, "该订单回执已通过审核"),
    })
    Model.choose(pdf())
    await Model.send()
    expect(Model.uploadFor.value).toEqual({ id: 43, sn: order.order_sn })
    expect(Model.chosen.value?.name).toBe("回执.pdf")
    expect(Model.sending.value).toBe(false)
  })
})

describe("the 含麻 receipts page", () => {
  const receipt = {
    id: 43,
    order_sn: order.order_sn,
    goods_names: "复方甘草片",
    status: 0,
    status_text: "待上传",
    receipt_image: "",
    created_at: "2026-11-26 10:00:00",
  }
  const page = (formUrl?: string) => ({
    data: [receipt],
    total: 1,
    current_page: 1,
    last_page: 1,
    per_page: 10,
    ...(formUrl === undefined ? {} : { receipt_form_url: formUrl }),
  })

  it("offers the printable form only when the answer names one", async () => {
    installFetch({ "GET /api/hmdd": ok(page("")) })
    await Model.receipts.load(1)
    expect(Model.formUrl.value).toBeNull()
    installFetch({ "GET /api/hmdd": ok(page("/static/hmdd/form.pdf")) })
    await Model.receipts.load(1)
    expect(Model.formUrl.value).toBe("/static/hmdd/form.pdf")
  })

  it("an upload that fails keeps the dialog and the file; the dialog cannot be closed while sending", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    installFetch({
      "POST /api/upload": async () => {
        await held
        return envelope(50000, "err", 500) as { body: unknown; status: number }
      },
    })
    Model.choose(pdf())
    const sending = Model.send()
    expect(Model.sending.value).toBe(true)
    Model.closeUpload()
    expect(Model.uploadFor.value).toEqual({ id: 43, sn: order.order_sn })
    release()
    await sending
    expect(Model.sending.value).toBe(false)
    expect(Model.chosen.value?.name).toBe("回执.pdf")
    Model.closeUpload()
    expect(Model.uploadFor.value).toBeNull()
  })

  it("a receipt taken reads the page shown again; 移除 takes the chosen file away", async () => {
    const fetch = installFetch({
      "GET /api/hmdd": ok(page()),
      "POST /api/upload": ok(uploaded, "上传成功"),
      "POST /api/hmdd/43/receipt": ok(null, ""),
    })
    await Model.receipts.load(2)
    Model.choose(pdf())
    await Model.send()
    expect(toast.notifySuccess).toHaveBeenCalledWith(W.receiptUploaded)
    expect(
      fetch.calls.filter((c) => c.path === "/api/hmdd").map((c) => c.query.get("page")),
    ).toEqual(["2", "2"])
    Model.openUpload(order)
    Model.choose(pdf())
    Model.removeChosen()
    expect(Model.chosen.value).toBeNull()
  })
})

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

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { installFetch, envelope, ok } from "../../../test/fetchMock.ts"
import * as browser from "../browser.ts"
import { setNavigator } from "../navigation.ts"
import { dialogQueue, resetDialogs, settleDialog } from "../ui/dialogs.ts"
import * as toast from "../ui/toast.ts"
import { FormBody } from "@mall/core/FormBody"
import * as Op from "@mall/core/generated/operations"
import { call, request, send } from "./client.ts"

let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>
let leave: ReturnType<typeof vi.spyOn>
let reload: ReturnType<typeof vi.spyOn>
let notify: ReturnType<typeof vi.spyOn>
let notifyError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  resetDialogs()
  navigate = vi.fn()
  setNavigator(navigate)
  leave = vi.spyOn(browser, "leaveTo").mockImplementation(() => {})
  reload = vi.spyOn(browser, "reloadPage").mockImplementation(() => {})
  notify = vi.spyOn(toast, "notify").mockImplementation(() => {})
  notifyError = vi.spyOn(toast, "notifyError").mockImplementation(() => {})
})

afterEach(() => {
  setNavigator(null)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("call and the shared failure display", () => {
  it("returns the data of a success and sends cookies", async () => {
    installFetch({ "GET /api/cart/total": ok({ total: 3 }) })
    await expect(call(Op.getCartTotal)).resolves.toEqual({ total: 3 })
    const sent = vi.mocked(fetch).mock.calls[0]?.[0] as Request
    expect(sent.credentials).toBe("include")
  })

  it("form-encodes bodies the way core FormBody encodes them", async () => {
    const api = installFetch({ "POST /api/cart/batch_delete": ok(null) })
    await expect(send(Op.postCartBatchDelete, { body: { ids: [4, 5] } })).resolves.toBe(true)
    expect(api.calls[0]?.body).toBe(FormBody.encode({ ids: [4, 5] }))
  })

  it("10001 sends the browser to the main-site login", async () => {
    installFetch({ "GET /api/user/zizhi": envelope(10001, "请先登录", 401) })
    await call(Op.getUserZizhi)
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/))
  })

  it("10001 on a page of the app comes back to that page after the login", async () => {
    window.history.pushState({}, "", "/dzht")
    installFetch({ "GET /api/contract/status": envelope(10001, "请先登录", 401) })
    await call(Op.getContractStatus)
    expect(leave).toHaveBeenCalledWith("/login?redirect=%2Fdzht")
    window.history.pushState({}, "", "/")
  })

  it("459 toasts the message and goes to /dzht", async () => {
    installFetch({ "POST /api/cart/checkout": envelope(459, "请先签署电子合同", 200) })
    await call(Op.postCartCheckout, { body: { ids: [1] } })
    expect(notify).toHaveBeenCalledWith("请先签署电子合同")
    expect(navigate).toHaveBeenCalledWith("/dzht", {})
  })

  it("422 toasts the first field error with an error icon", async () => {
    installFetch({
      "POST /api/user/feedback": envelope(422, "参数错误", 422, {
        errors: { content: ["请输入反馈内容"], phone: ["联系电话格式不正确"] },
      }),
    })
    await call(Op.postUserFeedback, { body: { type: 1, content: "x", contact: "13800000000" } })
    expect(notifyError).toHaveBeenCalledWith("请输入反馈内容")
  })

  it("other codes below 500 alert the message under 温馨提示", async () => {
    installFetch({ "GET /api/user/coupon": envelope(400, "优惠券已过期", 400) })
    await call(Op.getUserCoupon)
    expect(dialogQueue.value[0]).toMatchObject({ title: "温馨提示", message: "优惠券已过期" })
  })

  it("a custom handler replaces the shared display", async () => {
    installFetch({ "GET /api/user/coupon": envelope(400, "优惠券已过期", 400) })
    const onWarning = vi.fn()
    await call(Op.getUserCoupon, undefined, { on: { Warning: onWarning } })
    expect(onWarning).toHaveBeenCalled()
    expect(dialogQueue.value).toHaveLength(0)
  })

  it("5xx toasts 系统繁忙，请稍后再试", async () => {
    installFetch({ "GET /api/goods/list": { status: 502, body: "bad gateway" } })
    await call(Op.getGoodsList)
    expect(notify).toHaveBeenCalledWith("系统繁忙，请稍后再试")
  })

  it("silent calls show nothing", async () => {
    installFetch({ "GET /api/goods/list": envelope(500, "err", 500) })
    await call(Op.getGoodsList, undefined, { silent: true })
    expect(notify).not.toHaveBeenCalled()
    expect(dialogQueue.value).toHaveLength(0)
  })

  it("times out after 30 s with a 刷新 button that reloads", async () => {
    vi.useFakeTimers()
    installFetch({ "GET /api/goods/list": () => new Promise(() => {}) })
    const pending = call(Op.getGoodsList)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(dialogQueue.value).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    const dialog = dialogQueue.value[0]
    expect(dialog).toMatchObject({ message: "请求超时，请刷新页面", okLabel: "刷新" })
    settleDialog(dialog!.id, true)
    await Promise.resolve()
    expect(reload).toHaveBeenCalled()
  })

  it("a repeat of the same call cancels the earlier one silently", async () => {
    let release: () => void = () => {}
    installFetch({
      "GET /api/goods/search": () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { code: 10000, message: "", data: [] } })
        }),
    })
    const first = request(Op.getGoodsSearch, { params: { query: { keywords: "a" } } })
    const second = request(Op.getGoodsSearch, { params: { query: { keywords: "ab" } } })
    await expect(first).resolves.toMatchObject({ _tag: "Cancelled" })
    release()
    await expect(second).resolves.toMatchObject({ _tag: "Success" })
    expect(notify).not.toHaveBeenCalled()
    expect(dialogQueue.value).toHaveLength(0)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { dialogsShown, resetDialogs } from "../../../test/dialogs.ts"
import { pageOf } from "../../../test/page.ts"
import * as Model from "./model.ts"

const message = (id: number, isRead: 0 | 1): Model.Message => ({
  id,
  title: `消息${id}`,
  content: "您的订单已发货",
  is_read: isRead,
  created_at: "2026-11-20 10:00:00",
})

beforeEach(() => {
  resetDialogs()
  Model.list.reset()
  Model.marking.value = false
})
afterEach(() => {
  resetDialogs()
  vi.unstubAllGlobals()
})

describe("我的消息", () => {
  it("the 未读 and 已读 filters ask for is_read 0 and 1; 全部 asks for neither", async () => {
    const fetch = installFetch({ "GET /api/message": ok(pageOf([])) })
    await Model.list.load({ page: 1, show: "unread" })
    await Model.list.load({ page: 2, show: "read" })
    await Model.list.load({ page: 1, show: "all" })
    expect(fetch.calls.map((c) => c.query.toString())).toEqual([
      "page=1&is_read=0",
      "page=2&is_read=1",
      "page=1",
    ])
  })

  it("全部标为已读 marks the unread messages of the page shown, and only those", async () => {
    installFetch({
      "GET /api/message": ok(pageOf([message(1, 0), message(2, 1), message(3, 0)])),
    })
    await Model.list.load({ page: 1, show: "all" })
    expect(Model.unreadOnPage.value).toEqual([1, 3])
  })

  it("marking read sends the ids, then reads the page and the header's user state again", async () => {
    const fetch = installFetch({
      "GET /api/message": ok(pageOf([message(1, 0), message(3, 0)])),
      "POST /api/message/read": ok(null, "操作成功"),
    })
    await Model.list.load({ page: 1, show: "unread" })
    fetch.routes["GET /api/message"] = ok(pageOf([]))
    expect(await Model.markRead([1, 3])).toBe(true)
    expect(new URLSearchParams(fetch.calls[1]?.body ?? "").getAll("ids")).toEqual(["1", "3"])
    expect(fetch.count("GET /api/message")).toBe(2)
    expect(fetch.calls.at(-1)?.query.toString()).toBe("page=1&is_read=0")
    expect(fetch.count("GET /api/user/base")).toBe(1)
    expect(Model.unreadOnPage.value).toEqual([])
    expect(Model.marking.value).toBe(false)
  })

  it("nothing to mark, or a mark already on its way, sends nothing", async () => {
    const fetch = installFetch({})
    expect(await Model.markRead([])).toBe(false)
    Model.marking.value = true
    expect(await Model.markRead([1])).toBe(false)
    expect(fetch.calls).toHaveLength(0)
  })

  it("a refused mark is shown, and the page stays as it was", async () => {
    const fetch = installFetch({
      "GET /api/message": ok(pageOf([message(1, 0)])),
      "POST /api/message/read": envelope(40000, "消息不存在"),
    })
    await Model.list.load({ page: 1, show: "all" })
    expect(await Model.markRead([1])).toBe(false)
    expect(dialogsShown()).toEqual([{ title: "温馨提示", message: "消息不存在" }])
    expect(fetch.count("GET /api/message")).toBe(1)
    expect(Model.unreadOnPage.value).toEqual([1])
  })
})

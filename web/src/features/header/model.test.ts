import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { dialogsShown, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import * as browser from "../../lib/browser.ts"
import { setNavigator } from "../../lib/navigation.ts"
import { resetSession, user } from "../../lib/session/session.ts"
import { resetSiteData } from "../../lib/session/siteData.ts"
import * as Model from "./model.ts"

const ad = (name: string) => ({ image: "/static/ad/top.svg", url: "/yjh", name })
const AD_SEEN = "mall.topAd"

beforeEach(() => {
  Model.resetHeader()
  resetSession()
  resetSiteData()
  resetDialogs()
})
afterEach(() => {
  setNavigator(null)
  resetDialogs()
  vi.unstubAllGlobals()
})

describe("the top banner", () => {
  it("is asked for once a page load; the first ad shows and its space is no longer held", async () => {
    const fetch = installFetch({
      "GET /api/ad/top": ok([ad("年终大促"), ad("另一个")]),
      "GET /api/focus/common": envelope(50000, "err", 500),
    })
    Model.topAdPending.value = true
    Model.loadHeader()
    Model.loadHeader()
    await vi.waitFor(() => expect(Model.topAd.value?.name).toBe("年终大促"))
    expect(Model.topAdPending.value).toBe(false)
    expect(fetch.count("GET /api/ad/top")).toBe(1)
    expect(window.localStorage.getItem(AD_SEEN)).toBe("1")
  })

  it("a visit without a banner, or a failed call, remembers that none was shown", async () => {
    installFetch({ "GET /api/ad/top": envelope(50000, "err", 500) })
    Model.loadHeader()
    await vi.waitFor(() => expect(window.localStorage.getItem(AD_SEEN)).toBe("0"))
    expect(Model.topAd.value).toBeNull()
  })

  it("the banner's space is held while its call is on the way, unless the last visit had none", async () => {
    window.localStorage.setItem(AD_SEEN, "0")
    vi.resetModules()
    expect((await import("./model.ts")).topAdPending.value).toBe(false)
    window.localStorage.setItem(AD_SEEN, "1")
    vi.resetModules()
    expect((await import("./model.ts")).topAdPending.value).toBe(true)
  })
})

describe("质检报告", () => {
  it("opens the report of the user state: an app path in the app, another host in a new tab", () => {
    const went: string[] = []
    setNavigator((to) => went.push(to))
    const opened = vi.spyOn(browser, "openInNewTab").mockImplementation(() => {})
    user.value = { quality_inspection: { quality_inspection_url: "/zhzx/jybg", msg: "" } }
    Model.openInspection()
    expect(went).toEqual(["/zhzx/jybg"])
    user.value = {
      quality_inspection: { quality_inspection_url: "https://reports.example/q.pdf", msg: "" },
    }
    Model.openInspection()
    expect(opened).toHaveBeenCalledWith("https://reports.example/q.pdf")
    expect(dialogsShown()).toEqual([])
  })

  it("a refused address is not followed: the server's message is said instead", () => {
    const opened = vi.spyOn(browser, "openInNewTab").mockImplementation(() => {})
    user.value = {
      quality_inspection: {
        quality_inspection_url: "javascript:alert(1)",
        msg: "质检报告正在更新",
      },
    }
    Model.openInspection()
    expect(opened).not.toHaveBeenCalled()
    expect(dialogsShown()).toEqual([{ title: "温馨提示", message: "质检报告正在更新" }])
  })
})

describe("添加到桌面", () => {
  it("is an Internet shortcut to the site's home page", () => {
    const href = Model.desktopShortcutHref()
    expect(href.startsWith("data:application/octet-stream;charset=utf-8,")).toBe(true)
    expect(decodeURIComponent(href.split(",")[1] ?? "")).toBe(
      `[InternetShortcut]\r\nURL=${window.location.origin}/\r\n`,
    )
  })
})

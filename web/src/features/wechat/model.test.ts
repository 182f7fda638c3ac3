import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { answerDialog, dialogsShown, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { resetSession } from "../../lib/session/session.ts"
import * as Model from "./model.ts"

/** 2026-11-27 04:00 UTC, 12:00 in Shanghai. */
const EXPIRES = Date.UTC(2026, 10, 27, 4, 0) / 1000

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetDialogs()
  resetSession()
  Model.resetWechat()
})
afterEach(() => {
  resetDialogs()
  vi.unstubAllGlobals()
})

describe("绑定微信", () => {
  it("shows the QR code with its expiry in Shanghai time, whatever the machine's zone", async () => {
    installFetch({
      "POST /api/user/create_code": ok({
        qrcode_url: "/static/qr/bind-1.svg",
        expire_time: EXPIRES,
      }),
    })
    await Model.createCode()
    expect(Model.code.value).toEqual({
      url: "/static/qr/bind-1.svg",
      expires: "2026-11-27 12:00",
    })
    expect(Model.busy.value).toBe(false)
  })

  it("a QR code from a host the page may not load pictures from is not shown", async () => {
    installFetch({
      "POST /api/user/create_code": ok({
        qrcode_url: "https://elsewhere.example/qr.png",
        expire_time: EXPIRES,
      }),
    })
    await Model.createCode()
    expect(Model.code.value).toBeNull()
  })

  it("a failed code leaves no code, and a press while one is asked for sends nothing more", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const fetch = installFetch({
      "POST /api/user/create_code": async () => {
        await held
        return envelope(50000, "err", 500) as { body: unknown; status: number }
      },
    })
    const first = Model.createCode()
    await Model.createCode()
    release()
    await first
    expect(fetch.count("POST /api/user/create_code")).toBe(1)
    expect(Model.code.value).toBeNull()
    expect(toasts.plain()).toEqual(["系统繁忙，请稍后再试"])
  })

  it("我已完成绑定 takes the code away and reads the user state again", async () => {
    const fetch = installFetch({})
    Model.code.value = { url: "/qr.svg", expires: "2026-11-27 12:00" }
    await Model.bindDone()
    expect(Model.code.value).toBeNull()
    expect(fetch.count("GET /api/user/base")).toBe(1)
  })

  it("unbinding asks first; 取消 sends nothing", async () => {
    const fetch = installFetch({})
    const done = Model.unbind()
    expect((await answerDialog(false)).message).toBe(Messages.member.wechat.confirmUnbind)
    await done
    expect(fetch.calls).toHaveLength(0)
  })

  it("unbinding says so and reads the user state again; a refusal is shown", async () => {
    const fetch = installFetch({ "DELETE /api/user/unbind_wechat": ok(null, "解绑成功") })
    let done = Model.unbind()
    await answerDialog(true)
    await done
    expect(toasts.success()).toEqual(["解绑成功"])
    expect(fetch.count("GET /api/user/base")).toBe(1)
    fetch.routes["DELETE /api/user/unbind_wechat"] = envelope(40000, "未绑定微信")
    done = Model.unbind()
    await answerDialog(true)
    await done
    expect(dialogsShown()).toEqual([{ title: "温馨提示", message: "未绑定微信" }])
    expect(fetch.count("GET /api/user/base")).toBe(1)
    expect(Model.busy.value).toBe(false)
  })
})

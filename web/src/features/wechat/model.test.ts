import { afterEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { code, createCode, resetWechat } from "./model.ts"

afterEach(() => {
  resetWechat()
  vi.unstubAllGlobals()
})

describe("绑定微信's QR code", () => {
  it("says when it expires on the mall's clock (Shanghai), whatever the browser's zone", async () => {
    // 2026-11-27 08:30 UTC: 16:30 in Shanghai
    const expire = Date.UTC(2026, 10, 27, 8, 30) / 1000
    installFetch({
      "POST /api/user/create_code": ok({
        qrcode_url: "/static/qr/wechat.svg",
        expire_time: expire,
      }),
    })
    await createCode()
    expect(code.value?.expires).toBe("2026-11-27 16:30")
  })
})

/** The WeChat binding of the account: the binding QR code (five minutes) and unbinding. */
import { ok, warn } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { seconds } from "@mall/core/DateTime"
import { requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export const wechatRoutes: RouteDef[] = [
  route("POST", "/api/user/create_code", true, (ctx) => {
    const user = requireUser(ctx)
    const key = `wechat-${user.id}`
    ctx.db.imageLabels.set(key, {
      text: "微信扫码绑定",
      sub: user.company,
      color: "#389e0d",
      width: 240,
      height: 240,
    })
    return ok({
      qrcode_url: `/static/qrcode/${key}.svg`,
      expire_time: seconds(ctx.now + 5 * 60_000),
    })
  }),

  route("DELETE", "/api/user/unbind_wechat", true, (ctx) => {
    const user = requireUser(ctx)
    if (user.wechat === "") throw warn(msg.wechatNotBound)
    user.wechat = ""
    return ok(null, msg.wechatUnbound)
  }),
]

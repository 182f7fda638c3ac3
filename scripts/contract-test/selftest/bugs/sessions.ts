/**
 * Sessions on the server: a wrong password that signs in, a session kept after signing out, after
 * a second sign-in and after a password change, and a password change that is not kept.
 */
import type { Bug } from "../proxy.ts"
import { answer, formOf, withBody } from "../proxy.ts"
import { as, form, noteSignIn, notingSignIns, ok, seen, tokenOf } from "../hooks.ts"

export const sessionBugs: Bug[] = [
  {
    id: "login-any-password",
    op: "postAuthLogin",
    says: /with a password that is not the account.s: answered 200 with a session cookie/,
    breaks: "openapi.yaml POST /api/auth/login 单位账号登录 (账号或密码错误: no session)",
    what: "sign-in looks the account up but does not compare the password",
    async request(req, up, state) {
      if (req.op !== "postAuthLogin") return req
      const f = formOf(req)
      const name = f.get("username") ?? ""
      const known = (state.get("passwords") as Map<string, string> | undefined) ?? new Map()
      state.set("passwords", known)
      const res = await up.send(req)
      if (ok(res)) {
        known.set(name, f.get("password") ?? "")
        return res
      }
      const password = known.get(name)
      if (password === undefined) return res
      f.set("password", password)
      return up.send(withBody(req, f))
    },
  },
  {
    id: "logout-keeps-session",
    op: "deleteUserLogout",
    says: /the session cookie from before DELETE \/api\/user\/logout, sent again: getUserBase answered 200/,
    breaks:
      "docs/contract.md: the session cookie … cleared by DELETE /api/user/logout (the session ends on the server)",
    what: "signing out clears the cookie in the browser but the session stays valid on the server",
    request(req) {
      if (req.op !== "deleteUserLogout" || !req.headers.cookie) return req
      return {
        ...answer(null, "已退出登录"),
        headers: {
          "content-type": "application/json; charset=utf-8",
          "set-cookie": "mall_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
        },
      }
    },
  },
  {
    id: "earlier-sessions-kept",
    op: "postAuthLogin",
    breaks:
      "docs/contract.md: sessions end … when the account signs in again (one session per account)",
    what: "signing in again leaves the account's earlier sessions working",
    request(req, _up, state) {
      // an earlier session of an account is served as its newest one
      const t = tokenOf(req)
      const s = seen(state)
      const account = t ? s.account.get(t) : undefined
      if (!t || account === undefined) return req
      const newest = [...s.order].reverse().find((x) => s.account.get(x) === account)
      return newest && newest !== t ? as(req, newest) : req
    },
    ...notingSignIns,
  },
  {
    id: "password-change-keeps-sessions",
    op: "postUserResetPassword",
    breaks:
      "docs/contract.md: sessions end … for the other sessions of the account, when its password changes",
    what: "a password change leaves the account's earlier sessions working",
    request(req, _up, state) {
      const alias = state.get("alias") as Map<string, string> | undefined
      const t = tokenOf(req)
      const to = t ? alias?.get(t) : undefined
      return to ? as(req, to) : req
    },
    response(req, res, _up, state) {
      noteSignIn(req, res, state)
      if (req.op === "postUserResetPassword" && ok(res)) {
        const t = tokenOf(req)
        const s = seen(state)
        const account = t ? s.account.get(t) : undefined
        const alias =
          (state.get("alias") as Map<string, string> | undefined) ?? new Map<string, string>()
        for (const old of s.order)
          if (t && old !== t && s.account.get(old) === account) alias.set(old, t)
        state.set("alias", alias)
      }
      return res
    },
  },
  {
    id: "password-change-not-kept",
    op: "postUserResetPassword",
    breaks: "openapi.yaml POST /api/user/resetPassword 修改密码",
    what: "a password change answers success and keeps the old password",
    ...form("postUserResetPassword", (f, req) => {
      const pw = f.get("password") ?? ""
      const changes = f.get("old_password") && pw.length >= 6 && pw !== f.get("old_password")
      return changes && req.headers.cookie ? answer(null, "密码已修改") : null
    }),
  },
]

import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as UrlPolicy from "../src/UrlPolicy.ts"
import { disguisedSchemes, runs } from "./arbitraries.ts"

const policy = UrlPolicy.make({
  origin: "https://mall.example.com",
  linkHosts: ["https://www.example.com", "help.example.com"],
  imageHosts: ["https://img.example.com", " cdn.example.com:8443 ", "", "ftp://x.example.com"],
})

const host = fc
  .array(fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => `${parts.join(".")}.test`)
const path = fc
  .array(fc.stringMatching(/^[a-zA-Z0-9_-]{1,8}$/), { maxLength: 4 })
  .map((parts) => `/${parts.join("/")}`)

describe("UrlPolicy.link", () => {
  it("the page's own origin is an app path, however it is written", () => {
    for (const [raw, to] of [
      ["/list/info/3", "/list/info/3"],
      ["list/table?qx=2", "/list/table?qx=2"],
      ["https://mall.example.com/cart#top", "/cart#top"],
      ["HTTPS://MALL.example.com/yjh/3", "/yjh/3"],
      ["//mall.example.com/ppzq", "/ppzq"],
      ["  /x  ", "/x"],
      ["?q=1", "/?q=1"],
    ])
      expect(UrlPolicy.link(policy, raw), raw).toEqual({ _tag: "App", path: to })
  })

  it("a configured host opens in place; any other host is foreign", () => {
    expect(UrlPolicy.link(policy, "https://www.example.com/login")).toEqual({
      _tag: "Site",
      href: "https://www.example.com/login",
    })
    expect(UrlPolicy.link(policy, "http://help.example.com/a")._tag).toBe("Site")
    expect(UrlPolicy.link(policy, "https://other-host.example.net/x")).toEqual({
      _tag: "Foreign",
      href: "https://other-host.example.net/x",
    })
    expect(UrlPolicy.link(policy, "//other-host.example.net/x")._tag).toBe("Foreign")
    // the same host on another scheme or port is another origin
    expect(UrlPolicy.link(policy, "http://mall.example.com/x")._tag).toBe("Foreign")
    expect(UrlPolicy.link(policy, "https://mall.example.com:8443/x")._tag).toBe("Foreign")
  })

  it("refuses user info, backslashes and every scheme but http(s), however disguised", () => {
    for (const raw of [
      "http://mall@other-host/x",
      "https://mall.example.com@other-host/x",
      "https://user:pass@mall.example.com/x",
      "/\\other-host/x",
      "\\\\other-host/x",
      "https:\\\\other-host/x",
      "https://mall.example.com\\@other-host/",
      ...disguisedSchemes,
      "blob:https://mall.example.com/1",
      "http://[::1",
      "",
      "   ",
    ])
      expect(UrlPolicy.link(policy, raw), JSON.stringify(raw)).toEqual({ _tag: "Refused" })
    for (const raw of [42, null, undefined, {}])
      expect(UrlPolicy.link(policy, raw)).toEqual({ _tag: "Refused" })
  })

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })], runs)(
    "every link not refused leads where the browser would go",
    (raw) => {
      const l = UrlPolicy.link(policy, raw)
      if (l._tag === "Refused") {
        const url = new URL(raw)
        expect(url.username !== "" || url.password !== "" || raw.includes("\\")).toBe(true)
        return
      }
      const target = new URL(UrlPolicy.hrefOf(l), `${policy.origin}/`)
      expect(target.href).toBe(new URL(raw).href)
      if (l._tag === "App") expect(l.path.startsWith("/") && !l.path.startsWith("//")).toBe(true)
    },
  )

  test.prop([fc.webUrl(), fc.nat()], runs)("a backslash anywhere is refused", (raw, at) => {
    const i = at % (raw.length + 1)
    expect(UrlPolicy.link(policy, `${raw.slice(0, i)}\\${raw.slice(i)}`)).toEqual({
      _tag: "Refused",
    })
  })

  test.prop([host, fc.stringMatching(/^[a-z0-9.]{1,10}$/), host, path], runs)(
    "user info never leads to the host it hides",
    (shown, user, real, p) => {
      expect(UrlPolicy.link(policy, `https://${shown}@${real}${p}`)).toEqual({ _tag: "Refused" })
      expect(UrlPolicy.link(policy, `https://${user}:x@${real}${p}`)).toEqual({ _tag: "Refused" })
    },
  )

  test.prop([host, path], runs)("an unknown host is foreign, never in place", (h, p) => {
    expect(UrlPolicy.link(policy, `https://${h}${p}`)).toEqual({
      _tag: "Foreign",
      href: `https://${h}${p}`,
    })
  })

  test.prop(
    [
      fc.constantFrom("javascript", "data", "vbscript", "file", "blob", "ftp", "ws"),
      fc.string({ maxLength: 20 }),
    ],
    runs,
  )("no other scheme gets through", (scheme, rest) => {
    const mixed = [...scheme].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join("")
    expect(UrlPolicy.link(policy, `${mixed}:${rest}`)._tag).not.toMatch(/Site|Foreign/)
  })
})

describe("UrlPolicy.image", () => {
  it("loads from the page's origin and the configured picture hosts only", () => {
    expect(UrlPolicy.image(policy, "/static/ad/ad-1.svg")).toBe("/static/ad/ad-1.svg")
    expect(UrlPolicy.image(policy, "https://mall.example.com/static/a.png")).toBe("/static/a.png")
    expect(UrlPolicy.image(policy, "https://img.example.com/a.png")).toBe(
      "https://img.example.com/a.png",
    )
    expect(UrlPolicy.image(policy, "http://cdn.example.com:8443/a.png")).toBe(
      "http://cdn.example.com:8443/a.png",
    )
    for (const raw of [
      "https://other-host.example.net/a.png",
      "//other-host.example.net/a.png",
      "https://www.example.com/a.png",
      "https://mall@img.example.com/a.png",
      "/\\other-host/a.png",
      "data:image/svg+xml,<svg/>",
      "javascript:alert(1)",
      "ftp://x.example.com/a.png",
      "",
      null,
    ])
      expect(UrlPolicy.image(policy, raw), JSON.stringify(raw)).toBeNull()
  })

  test.prop([fc.webUrl({ withQueryParameters: true })], runs)(
    "a picture is asked for only from a trusted origin",
    (raw) => {
      const src = UrlPolicy.image(policy, raw)
      if (src === null) return
      const origin = new URL(src, `${policy.origin}/`).origin
      expect(origin === policy.origin || policy.imageOrigins.has(origin)).toBe(true)
    },
  )
})

describe("UrlPolicy.originsOf", () => {
  it("takes origins and bare hosts, and leaves out what names no http(s) host", () => {
    expect([...UrlPolicy.originsOf(["https://a.example.com/path", "b.example.com:81"])]).toEqual([
      "https://a.example.com",
      "https://b.example.com:81",
      "http://b.example.com:81",
    ])
    expect([...UrlPolicy.originsOf(["", "  ", "ftp://c.example.com", "u@d.example.com"])]).toEqual(
      [],
    )
  })
})

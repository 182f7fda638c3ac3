import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { FALLBACK_IMAGE, Image } from "./Image.tsx"
import { PictureLink } from "./PictureLink.tsx"
import { sanitizeHtml } from "./SafeHtml.tsx"
import { SafeLink } from "./SafeLink.tsx"

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>)

describe("links of server data", () => {
  it("an app path stays in the app; the own origin written in full too", () => {
    inRouter(
      <>
        <SafeLink href="/list/info/3">商品</SafeLink>
        <SafeLink href={`${window.location.origin}/cart`}>购物车</SafeLink>
      </>,
    )
    const goods = screen.getByRole("link", { name: "商品" })
    expect(goods.getAttribute("href")).toBe("/list/info/3")
    expect(goods.getAttribute("target")).toBeNull()
    expect(screen.getByRole("link", { name: "购物车" }).getAttribute("href")).toBe("/cart")
  })

  it("another host opens in a new tab without opener or referrer", () => {
    inRouter(<SafeLink href="https://other-host.example/promo">活动</SafeLink>)
    const link = screen.getByRole("link", { name: "活动" })
    expect(link.getAttribute("href")).toBe("https://other-host.example/promo")
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.getAttribute("rel")).toBe("noopener noreferrer")
  })

  it("user info, backslashes and scripts are no link at all", () => {
    inRouter(
      <>
        <SafeLink href={`http://mall@other-host.example/`}>甲</SafeLink>
        <SafeLink href="/\other-host.example/x">乙</SafeLink>
        <SafeLink href="java&#9;script:alert(1)">丙</SafeLink>
        <SafeLink href="javascript:alert(1)" refused={<span>链接不可用</span>}>
          丁
        </SafeLink>
      </>,
    )
    expect(screen.queryAllByRole("link")).toHaveLength(0)
    expect(screen.queryByText("甲")).not.toBeNull()
    expect(screen.queryByText("链接不可用")).not.toBeNull()
    expect(screen.queryByText("丁")).toBeNull()
  })
})

describe("pictures of server data", () => {
  it("load from the own origin and the configured hosts; any other shows the placeholder", () => {
    render(
      <>
        <Image src="/static/goods/1.svg" alt="自己的" />
        <Image src="http://localhost/static/goods/2.svg" alt="接口的" />
        <Image src="https://other-host.example/x.png" alt="别处的" />
        <Image src="https://mall@localhost/x.png" alt="带用户名的" />
      </>,
    )
    const src = (alt: string) => screen.getByAltText(alt).getAttribute("src")
    expect(src("自己的")).toBe("/static/goods/1.svg")
    expect(src("接口的")).toBe("http://localhost/static/goods/2.svg")
    expect(src("别处的")).toBe(FALLBACK_IMAGE)
    expect(src("带用户名的")).toBe(FALLBACK_IMAGE)
  })

  it("a thumbnail links to its picture only when the picture may be loaded", () => {
    render(
      <>
        <PictureLink src="/static/licence/1.svg" alt="营业执照" width={90} height={60} />
        <PictureLink src="https://other-host.example/2.png" alt="许可证" width={90} height={60} />
      </>,
    )
    const link = screen.getByRole("link")
    expect(link.getAttribute("href")).toBe("/static/licence/1.svg")
    expect(link.getAttribute("rel")).toBe("noopener noreferrer")
    expect(screen.getByAltText("许可证").getAttribute("src")).toBe(FALLBACK_IMAGE)
    expect(screen.getByAltText("许可证").closest("a")).toBeNull()
  })
})

describe("server HTML", () => {
  const html = (s: string) => {
    const div = document.createElement("div")
    div.innerHTML = sanitizeHtml(s)
    return div
  }

  it("keeps the own links, sends other hosts to a new tab and drops refused addresses", () => {
    const div = html(
      '<a href="/help/pay">支付</a><a href="#part">下文</a>' +
        '<a href="https://other-host.example/" target="_self">外站</a>' +
        '<a href="http://mall@other-host.example/">伪装</a><a href="/\\other-host.example">反斜杠</a>',
    )
    const a = (text: string) => [...div.querySelectorAll("a")].find((x) => x.textContent === text)
    expect(a("支付")?.getAttribute("href")).toBe("/help/pay")
    expect(a("下文")?.getAttribute("href")).toBe("#part")
    expect(a("外站")?.getAttribute("target")).toBe("_blank")
    expect(a("外站")?.getAttribute("rel")).toBe("noopener noreferrer")
    expect(a("伪装")?.hasAttribute("href")).toBe(false)
    expect(a("反斜杠")?.hasAttribute("href")).toBe(false)
  })

  it("shows the placeholder for a picture from a host not allowed, and drops srcset", () => {
    const div = html(
      '<img src="/static/a.svg" alt="本站"><img src="https://other-host.example/b.png" alt="外站">' +
        '<img src="/static/c.svg" srcset="https://other-host.example/c.png 2x" alt="多源">',
    )
    const img = (alt: string) => div.querySelector(`img[alt="${alt}"]`)
    expect(img("本站")?.getAttribute("src")).toBe("/static/a.svg")
    expect(img("外站")?.getAttribute("src")).toBe(FALLBACK_IMAGE)
    expect(img("多源")?.hasAttribute("srcset")).toBe(false)
  })
})

import { fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { MemoryRouter, useLocation, useNavigationType } from "react-router-dom"
import { Link } from "./Link.tsx"

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="where">{`${useNavigationType()} ${pathname}${search}`}</output>
}

function renderAt(path: string, link: React.ReactNode) {
  window.history.replaceState(null, "", path)
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  )
}

const where = () => screen.getByRole("status", { name: "where" }).textContent

afterEach(() => window.history.replaceState(null, "", "/"))

describe("Link", () => {
  it("links a redirecting path to where it lands, and a plain click navigates in the app", () => {
    renderAt("/", <Link to="/zhzx">账户中心</Link>)
    const link = screen.getByRole("link", { name: "账户中心" })
    expect(link.getAttribute("href")).toBe("/zhzx/basic")
    expect(fireEvent.click(link)).toBe(false)
    expect(where()).toBe("PUSH /zhzx/basic")
  })

  it("keeps a query and pushes a new entry for another page", () => {
    renderAt("/", <Link to="/list?keyword=感冒">感冒</Link>)
    fireEvent.click(screen.getByRole("link", { name: "感冒" }))
    expect(where()).toBe("PUSH /list?keyword=%E6%84%9F%E5%86%92")
  })

  it("replaces the entry for a link to the page already shown", () => {
    renderAt("/list", <Link to="/list">全部商品</Link>)
    fireEvent.click(screen.getByRole("link", { name: "全部商品" }))
    expect(where()).toBe("REPLACE /list")
  })

  it("replaces when asked to", () => {
    renderAt(
      "/",
      <Link to="/cart" replace>
        购物车
      </Link>,
    )
    fireEvent.click(screen.getByRole("link", { name: "购物车" }))
    expect(where()).toBe("REPLACE /cart")
  })

  it.each([
    ["a modifier key", { ctrlKey: true }],
    ["shift", { shiftKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the browser", (_, init) => {
    renderAt("/", <Link to="/cart">购物车</Link>)
    expect(fireEvent.click(screen.getByRole("link", { name: "购物车" }), init)).toBe(true)
    expect(where()).toBe("POP /")
  })

  it("leaves a link with a target, or one that reloads the document, to the browser", () => {
    renderAt(
      "/",
      <>
        <Link to="/cart" target="_blank">
          新窗口
        </Link>
        <Link to="/cart" reloadDocument>
          整页
        </Link>
      </>,
    )
    expect(fireEvent.click(screen.getByRole("link", { name: "新窗口" }))).toBe(true)
    expect(fireEvent.click(screen.getByRole("link", { name: "整页" }))).toBe(true)
    expect(where()).toBe("POP /")
  })

  it("runs the caller's onClick first and lets it cancel the navigation", () => {
    const seen: string[] = []
    renderAt(
      "/",
      <Link
        to="/cart"
        onClick={(e) => {
          seen.push("clicked")
          e.preventDefault()
        }}
      >
        购物车
      </Link>,
    )
    fireEvent.click(screen.getByRole("link", { name: "购物车" }))
    expect(seen).toEqual(["clicked"])
    expect(where()).toBe("POP /")
  })
})

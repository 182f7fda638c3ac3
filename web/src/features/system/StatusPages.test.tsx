import { render, screen } from "@testing-library/react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { LoadingPage, NoActivityPage, NotFoundPage } from "./StatusPages.tsx"

/** Where the loading pages went: the address shown after their redirect. */
function Landed() {
  const { pathname, search } = useLocation()
  return <output data-testid="landed">{pathname + search}</output>
}

/** The loading pages and 活动不存在 at `path`; any other address is shown as where they went. */
function visit(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/loading" element={<LoadingPage />} />
        <Route path="/loading/activity" element={<LoadingPage activity />} />
        <Route path="/noActivity" element={<NoActivityPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe("status pages", () => {
  it("页面不存在 says so, with a link home", () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    )
    expect(screen.getByRole("heading", { level: 1, name: "页面不存在" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/")
  })

  it("/loading/activity without an activity page says 活动不存在", async () => {
    visit("/loading/activity")
    expect(await screen.findByRole("heading", { level: 1, name: "活动不存在" })).toBeTruthy()
  })

  it("/loading/activity goes on to the activity page its link names", async () => {
    visit("/loading/activity?redirect=%2Fyjh%2F1")
    expect((await screen.findByTestId("landed")).textContent).toBe("/yjh/1")
  })

  it("/loading goes on to its redirect when it is a path of the app", async () => {
    visit("/loading?redirect=%2FnoActivity")
    expect(await screen.findByRole("heading", { level: 1, name: "活动不存在" })).toBeTruthy()
  })

  it("/loading never goes to a javascript: address", async () => {
    visit("/loading?redirect=javascript%3Aalert(1)")
    expect((await screen.findByTestId("landed")).textContent).toBe("/")
  })
})

import { act, render, screen, within } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { PagedList } from "./PagedList.tsx"
import { resource } from "./resource.ts"

type Goods = { id: number; name: string }
/** An answer whose page of goods comes with the activity's title and rules. */
type Activity = {
  title: string
  rule: string
  goods: { data: Goods[]; current_page: number; last_page: number }
}

const activity = (goods: Goods[], current = 1, last = 1): Activity => ({
  title: "秋季福利",
  rule: "每店限购一次",
  goods: { data: goods, current_page: current, last_page: last },
})

function pendingActivity() {
  const answers: Array<(a: Activity | undefined) => void> = []
  const r = resource(
    vi.fn((_page: number) => new Promise<Activity | undefined>((resolve) => answers.push(resolve))),
  )
  const answer = async (a: Activity | undefined) => {
    await act(async () => {
      answers.shift()?.(a)
      await Promise.resolve()
    })
  }
  return { r, answer }
}

function renderList(r: ReturnType<typeof pendingActivity>["r"]) {
  return render(
    <MemoryRouter>
      <PagedList
        resource={r}
        pageOf={(d) => d.goods}
        empty="活动暂无商品"
        rows={3}
        hrefOf={(p) => `/welfare?page=${p}`}
        after={(d) => <p data-testid="rule">{d.rule}</p>}
      >
        {(goods, d) => (
          <>
            <h2>{d.title}</h2>
            <ul aria-label="商品">
              {goods.map((g) => (
                <li key={g.id}>{g.name}</li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </MemoryRouter>,
  )
}

describe("PagedList", () => {
  it("keeps the list's size while the first page loads", () => {
    const { r } = pendingActivity()
    void r.load(1)
    renderList(r)
    expect(screen.getByRole("status", { name: Messages.common.loading }).children).toHaveLength(3)
  })

  it("draws the page held inside the data, then the pager, then what comes after it", async () => {
    const { r, answer } = pendingActivity()
    void r.load(2)
    const { container } = renderList(r)
    await answer(
      activity(
        [
          { id: 1, name: "阿莫西林胶囊" },
          { id: 2, name: "板蓝根颗粒" },
        ],
        2,
        3,
      ),
    )
    expect(screen.getByRole("heading", { name: "秋季福利" })).toBeTruthy()
    const items = within(screen.getByRole("list", { name: "商品" })).getAllByRole("listitem")
    expect(items.map((li) => li.textContent)).toEqual(["阿莫西林胶囊", "板蓝根颗粒"])
    const pager = screen.getByRole("navigation", { name: Messages.common.pager })
    expect(
      within(pager)
        .getByRole("link", { name: Messages.common.page(2) })
        .getAttribute("aria-current"),
    ).toBe("page")
    expect(
      within(pager).getByRole("link", { name: Messages.common.nextPage }).getAttribute("href"),
    ).toBe("/welfare?page=3")
    const order = [...container.querySelectorAll("ul, nav, [data-testid=rule]")]
    expect(order.map((e) => e.tagName.toLowerCase())).toEqual(["ul", "nav", "p"])
  })

  it("is empty when the page inside the data has no records, whatever else the data holds", async () => {
    const { r, answer } = pendingActivity()
    void r.load(1)
    renderList(r)
    await answer(activity([]))
    expect(screen.getByText("活动暂无商品")).toBeTruthy()
    expect(screen.queryByRole("navigation")).toBeNull()
    expect(screen.queryByTestId("rule")).toBeNull()
  })

  it("has no pager when the list fits on one page", async () => {
    const { r, answer } = pendingActivity()
    void r.load(1)
    renderList(r)
    await answer(activity([{ id: 1, name: "阿莫西林胶囊" }]))
    expect(screen.getByText("阿莫西林胶囊")).toBeTruthy()
    expect(screen.queryByRole("navigation")).toBeNull()
    expect(screen.getByTestId("rule").textContent).toBe("每店限购一次")
  })
})

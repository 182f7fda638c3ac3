import { act, fireEvent, render, screen, within } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { PagedTable } from "./PagedTable.tsx"
import { resource } from "./resource.ts"

type Row = { id: number; name: string }
type RowPage = { data: Row[]; current_page: number; last_page: number; total: number }

const page = (rows: Row[], current = 1, last = 1): RowPage => ({
  data: rows,
  current_page: current,
  last_page: last,
  total: rows.length,
})

/** A resource whose answers the test hands out one by one. */
function pendingResource() {
  const answers: Array<(a: RowPage | undefined) => void> = []
  const fetch = vi.fn(
    (_page: number) => new Promise<RowPage | undefined>((resolve) => answers.push(resolve)),
  )
  const r = resource(fetch)
  const answer = async (a: RowPage | undefined) => {
    await act(async () => {
      answers.shift()?.(a)
      await Promise.resolve()
    })
  }
  return { r, fetch, answer }
}

function renderTable(r: ReturnType<typeof pendingResource>["r"], skeletonRows?: number) {
  return render(
    <MemoryRouter>
      <PagedTable
        resource={r}
        caption="药品清单"
        columns={[
          { key: "name", header: "名称", cell: (row) => row.name },
          { key: "id", header: "编号", end: true, cell: (row) => row.id },
        ]}
        rowKey={(row) => row.id}
        rowTestId="row"
        empty="没有药品"
        skeletonRows={skeletonRows}
        hrefOf={(p) => `/list?page=${p}`}
        above={(d) => <p>共 {d.total} 条</p>}
      />
    </MemoryRouter>,
  )
}

describe("PagedTable", () => {
  it("shows a skeleton of the page's size while the first page loads", () => {
    const { r } = pendingResource()
    void r.load(1)
    renderTable(r, 4)
    const skeleton = screen.getByRole("status", { name: Messages.common.loading })
    expect(skeleton.getAttribute("aria-busy")).toBe("true")
    expect(skeleton.children).toHaveLength(4)
    expect(screen.queryByRole("table")).toBeNull()
  })

  it("shows the empty message, and no table or pager, when the page has no records", async () => {
    const { r, answer } = pendingResource()
    void r.load(1)
    renderTable(r)
    await answer(page([]))
    expect(screen.getByText("没有药品")).toBeTruthy()
    expect(screen.queryByRole("table")).toBeNull()
    expect(screen.queryByRole("navigation")).toBeNull()
    expect(screen.queryByText(/共 .* 条/)).toBeNull()
  })

  it("shows the failure with 重新加载, which asks for the same page again", async () => {
    const { r, fetch, answer } = pendingResource()
    void r.load(2)
    renderTable(r)
    await answer(undefined)
    const alert = screen.getByRole("alert")
    expect(alert.textContent).toContain(Messages.kit.loadFailed)
    fireEvent.click(within(alert).getByRole("button", { name: Messages.kit.retry }))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenLastCalledWith(2)
    await answer(page([{ id: 1, name: "阿莫西林胶囊" }], 2, 2))
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getAllByTestId("row")).toHaveLength(1)
  })

  it("lists the records in the table, the content above it and the pager's links", async () => {
    const { r, answer } = pendingResource()
    void r.load(2)
    renderTable(r)
    await answer(
      page(
        [
          { id: 11, name: "阿莫西林胶囊" },
          { id: 12, name: "布洛芬缓释胶囊" },
        ],
        2,
        3,
      ),
    )
    const table = screen.getByRole("table", { name: "药品清单" })
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["名称", "编号"])
    expect(screen.getAllByTestId("row").map((tr) => tr.textContent)).toEqual([
      "阿莫西林胶囊11",
      "布洛芬缓释胶囊12",
    ])
    expect(screen.getByText("共 2 条")).toBeTruthy()
    const pager = screen.getByRole("navigation", { name: Messages.common.pager })
    const href = (name: string) => within(pager).getByRole("link", { name }).getAttribute("href")
    expect(href(Messages.common.prevPage)).toBe("/list?page=1")
    expect(href(Messages.common.page(1))).toBe("/list?page=1")
    expect(href(Messages.common.page(3))).toBe("/list?page=3")
    expect(href(Messages.common.nextPage)).toBe("/list?page=3")
    expect(
      within(pager)
        .getByRole("link", { name: Messages.common.page(2) })
        .getAttribute("aria-current"),
    ).toBe("page")
  })

  it("keeps the rows on screen, marked busy, while another page loads; no pager for one page", async () => {
    const { r, answer } = pendingResource()
    void r.load(1)
    renderTable(r)
    await answer(page([{ id: 1, name: "阿莫西林胶囊" }]))
    expect(screen.queryByRole("navigation")).toBeNull()
    act(() => void r.load(1))
    expect(screen.getAllByTestId("row")).toHaveLength(1)
    expect(screen.getByRole("table").parentElement?.getAttribute("aria-busy")).toBe("true")
  })
})

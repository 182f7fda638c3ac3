import { act, fireEvent, render, screen } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { ListState } from "./ListState.tsx"
import { Missing, resource } from "./resource.ts"

type Order = { id: number; sn: string }
type Answer = Order | undefined | Missing

/** A resource whose answers the test hands out one by one, oldest load first. */
function pending() {
  const answers: Array<(a: Answer) => void> = []
  const r = resource(
    vi.fn((_id: number) => new Promise<Answer>((resolve) => answers.push(resolve))),
  )
  const answer = async (i: number, a: Answer) => {
    await act(async () => {
      answers[i]?.(a)
      await Promise.resolve()
    })
  }
  return { r, answer }
}

const missing = { text: "订单不存在", back: "/order", backText: "返回我的订单" }

function view(r: ReturnType<typeof pending>["r"]) {
  return render(
    <MemoryRouter>
      <ListState resource={r} isEmpty={() => false} rows={3} missing={missing}>
        {(o) => <p>订单号 {o.sn}</p>}
      </ListState>
    </MemoryRouter>,
  )
}

describe("ListState of one thing that may not exist", () => {
  it("says it does not exist, links back, and offers no 重新加载", async () => {
    const { r, answer } = pending()
    view(r)
    void r.load(1)
    await answer(0, Missing)
    expect(r.status.value).toBe("missing")
    expect(screen.getByRole("alert").textContent).toContain("订单不存在")
    expect(screen.getByRole("link", { name: "返回我的订单" }).getAttribute("href")).toBe("/order")
    expect(screen.queryByRole("button", { name: Messages.kit.retry })).toBeNull()
  })

  it("a failure still offers 重新加载, which asks again", async () => {
    const { r, answer } = pending()
    view(r)
    void r.load(1)
    await answer(0, undefined)
    fireEvent.click(screen.getByRole("button", { name: Messages.kit.retry }))
    await answer(1, { id: 1, sn: "SN1" })
    expect(screen.queryByText("订单号 SN1")).not.toBeNull()
  })

  it("the thing shown before is not left on screen under another id that does not exist", async () => {
    const { r, answer } = pending()
    view(r)
    void r.load(1)
    await answer(0, { id: 1, sn: "SN1" })
    void r.load(2)
    await answer(1, Missing)
    expect(r.data.value).toBeNull()
    expect(screen.queryByText("订单号 SN1")).toBeNull()
    expect(screen.getByRole("alert").textContent).toContain("订单不存在")
  })

  it("an older load's Missing arriving after a newer answer is dropped", async () => {
    const { r, answer } = pending()
    view(r)
    void r.load(1)
    void r.load(2)
    await answer(1, { id: 2, sn: "SN2" })
    await answer(0, Missing)
    expect(r.status.value).toBe("ready")
    expect(screen.queryByText("订单号 SN2")).not.toBeNull()
  })
})

describe("ListState of a resource that takes no query", () => {
  it("重新加载 asks again after a failure, and shows what then arrives", async () => {
    const answers: Array<(a: string[] | undefined) => void> = []
    const fetch = vi.fn(
      (_q: null) => new Promise<string[] | undefined>((resolve) => answers.push(resolve)),
    )
    const r = resource(fetch)
    render(
      <MemoryRouter>
        <ListState resource={r} isEmpty={(xs) => xs.length === 0} rows={3}>
          {(xs) => <p>{xs.join("、")}</p>}
        </ListState>
      </MemoryRouter>,
    )
    void r.load(null)
    await act(async () => {
      answers[0]?.(undefined)
      await Promise.resolve()
    })
    fireEvent.click(screen.getByRole("button", { name: Messages.kit.retry }))
    expect(fetch).toHaveBeenCalledTimes(2)
    await act(async () => {
      answers[1]?.(["营业执照", "药品经营许可证"])
      await Promise.resolve()
    })
    expect(screen.queryByText("营业执照、药品经营许可证")).not.toBeNull()
    expect(screen.queryByRole("button", { name: Messages.kit.retry })).toBeNull()
  })

  it("重新加载 before any load, or after a reset, asks nothing", async () => {
    const fetch = vi.fn((_q: null) => Promise.resolve<string[] | undefined>([]))
    const r = resource(fetch)
    await r.reload()
    await r.load(null)
    r.reset()
    await r.reload()
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { focusCommonFixture } from "../../../test/siteData.ts"
import { setNavigator } from "../../lib/navigation.ts"
import { resetSiteData } from "../../lib/session/siteData.ts"
import { SearchBox } from "./SearchBox.tsx"
import { prepare, resetSearch } from "./model.ts"

const SUGGESTIONS = [
  { id: 1, name: "感冒灵颗粒", sccj: "华润三九" },
  { id: 2, name: "感冒灵胶囊", sccj: "华润三九" },
  { id: 3, name: "感冒清热颗粒", sccj: "同仁堂" },
]

let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>

beforeEach(() => {
  vi.useFakeTimers()
  navigate = vi.fn()
  setNavigator(navigate)
  resetSiteData()
  resetSearch()
})

afterEach(() => {
  vi.useRealTimers()
  setNavigator(null)
})

function install() {
  return installFetch({
    "GET /api/goods/search": ok(SUGGESTIONS),
    "GET /api/focus/common": ok(
      focusCommonFixture({ rnss: ["阿莫西林", "布洛芬"], timestamp: 1_763_000_000 }),
    ),
  })
}

/** The box as a buyer meets it after focusing it: its machine loaded. */
async function setup() {
  const api = install()
  render(<SearchBox />)
  const box = screen.getByRole("combobox", { name: "搜索" })
  await act(() => prepare())
  return { api, box }
}

async function type(box: HTMLElement, value: string, waitMs = 0) {
  fireEvent.change(box, { target: { value } })
  if (waitMs > 0) await act(() => vi.advanceTimersByTimeAsync(waitMs))
}

describe("SearchBox", () => {
  it("shows the pinyin hint and the mode toggle", async () => {
    await setup()
    expect(screen.getByPlaceholderText("请输入药品名称或拼音首字母，如：gmlj")).toBeTruthy()
    const mode = screen.getByRole("combobox", { name: "搜索类型" })
    expect(screen.getByRole("option", { name: "药品名称" })).toBeTruthy()
    expect(screen.getByRole("option", { name: "生产厂家" })).toBeTruthy()
    expect((mode as HTMLSelectElement).value).toBe("name")
  })

  it("says what to type for each search type: 生产厂家 has its own placeholder", async () => {
    const { box } = await setup()
    expect(box.getAttribute("placeholder")).toMatch(/药品名称/)
    fireEvent.change(screen.getByRole("combobox", { name: "搜索类型" }), {
      target: { value: "maker" },
    })
    expect(box.getAttribute("placeholder")).toMatch(/生产厂家/)
    expect(box.getAttribute("placeholder")).not.toMatch(/药品名称/)
  })

  it("looks suggestions up only after a 500 ms pause", async () => {
    const { api, box } = await setup()
    await type(box, "g", 200)
    await type(box, "gm", 200)
    await type(box, "gml", 499)
    expect(api.count("GET /api/goods/search")).toBe(0)
    expect(box.getAttribute("aria-expanded")).toBe("false")
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(api.count("GET /api/goods/search")).toBe(1)
    const call = api.calls.find((c) => c.path === "/api/goods/search")
    expect(call?.query.get("keywords")).toBe("gml")
    expect(call?.query.get("type")).toBe("1")
    expect(screen.getAllByRole("option", { name: /感冒/ })).toHaveLength(3)
  })

  it("moves with the arrows, wraps, and submits the highlighted suggestion on Enter", async () => {
    const { box } = await setup()
    await type(box, "gmlj", 500)
    fireEvent.keyDown(box, { key: "ArrowDown" })
    const first = screen.getByRole("option", { name: "感冒灵颗粒" })
    expect(first.getAttribute("aria-selected")).toBe("true")
    expect(box.getAttribute("aria-activedescendant")).toBe(first.id)
    fireEvent.keyDown(box, { key: "ArrowUp" })
    expect(screen.getByRole("option", { name: "感冒清热颗粒" }).getAttribute("aria-selected")).toBe(
      "true",
    )
    fireEvent.keyDown(box, { key: "ArrowDown" })
    fireEvent.keyDown(box, { key: "ArrowDown" })
    fireEvent.submit(box.closest("form")!)
    expect(navigate).toHaveBeenCalledWith(
      `/search?keywords=${encodeURIComponent("感冒灵胶囊")}&type=1`,
      {},
    )
    expect(box.getAttribute("aria-expanded")).toBe("false")
    expect(window.sessionStorage.getItem("keyword")).toBe("感冒灵胶囊")
  })

  it("closes on Esc and on an empty box; Enter with spaces only submits nothing", async () => {
    const { box } = await setup()
    await type(box, "gm", 500)
    expect(box.getAttribute("aria-expanded")).toBe("true")
    fireEvent.keyDown(box, { key: "Escape" })
    expect(box.getAttribute("aria-expanded")).toBe("false")
    await type(box, "gm", 500)
    await type(box, "")
    expect(box.getAttribute("aria-expanded")).toBe("false")
    await type(box, "   ")
    fireEvent.submit(box.closest("form")!)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("is expanded exactly while its list of suggestions shows: not after Esc or leaving the box", async () => {
    const { box } = await setup()
    const expandedMatchesList = () =>
      expect(box.getAttribute("aria-expanded")).toBe(
        screen.queryByRole("listbox") !== null ? "true" : "false",
      )
    await type(box, "gm", 500)
    expect(screen.getByRole("listbox")).toBeTruthy()
    expandedMatchesList()
    fireEvent.keyDown(box, { key: "Escape" })
    expect(screen.queryByRole("listbox")).toBeNull()
    expandedMatchesList()
    await type(box, "gml", 500)
    expandedMatchesList()
    fireEvent.blur(box)
    expect(box.getAttribute("aria-expanded")).toBe("false")
    expandedMatchesList()
  })

  it("trims the keyword on submit", async () => {
    const { box } = await setup()
    await type(box, "  布洛芬  ")
    fireEvent.submit(box.closest("form")!)
    expect(navigate).toHaveBeenCalledWith(
      `/search?keywords=${encodeURIComponent("布洛芬")}&type=1`,
      {},
    )
  })

  it("answers from the session cache for 5 s, then asks again", async () => {
    const { api, box } = await setup()
    await type(box, "gm", 500)
    expect(api.count("GET /api/goods/search")).toBe(1)
    await type(box, "g", 500)
    await type(box, "gm", 500)
    expect(api.count("GET /api/goods/search")).toBe(2) // "g" was new; "gm" came from the cache
    await act(() => vi.advanceTimersByTimeAsync(5000))
    await type(box, "g")
    await type(box, "gm", 500)
    expect(api.count("GET /api/goods/search")).toBe(3)
  })

  it("shows 搜索中... while the lookup runs", async () => {
    let release: () => void = () => {}
    installFetch({
      "GET /api/goods/search": () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 200, body: { code: 10000, message: "", data: SUGGESTIONS } })
        }),
    })
    render(<SearchBox />)
    const box = screen.getByRole("combobox", { name: "搜索" })
    await act(() => prepare())
    await type(box, "gm", 500)
    expect(screen.getByRole("status").textContent).toBe("搜索中...")
    // a status under the box, not the list: the combobox is not expanded
    expect(box.getAttribute("aria-expanded")).toBe("false")
    expect(screen.queryByRole("listbox")).toBeNull()
    await act(async () => {
      release()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getAllByRole("option", { name: /感冒/ })).toHaveLength(3)
    expect(box.getAttribute("aria-expanded")).toBe("true")
  })

  it("shows 暂无数据 when nothing matches", async () => {
    const api = installFetch({ "GET /api/goods/search": ok([]) })
    render(<SearchBox />)
    const box = screen.getByRole("combobox", { name: "搜索" })
    await act(() => prepare())
    await type(box, "zzz", 500)
    expect(api.count("GET /api/goods/search")).toBe(1)
    expect(screen.getByRole("status").textContent).toBe("暂无数据")
    expect(box.getAttribute("aria-expanded")).toBe("false")
    expect(screen.queryByRole("listbox")).toBeNull()
  })

  it("searches by maker with type 2", async () => {
    const { api, box } = await setup()
    fireEvent.change(screen.getByRole("combobox", { name: "搜索类型" }), {
      target: { value: "maker" },
    })
    await type(box, "hrsj", 500)
    expect(api.calls.find((c) => c.path === "/api/goods/search")?.query.get("type")).toBe("2")
  })

  it("lists the hot searches and searches one on click", async () => {
    await setup()
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText("热门搜索：")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "布洛芬" }))
    expect(navigate).toHaveBeenCalledWith(
      `/search?keywords=${encodeURIComponent("布洛芬")}&type=1`,
      {},
    )
  })

  it("keeps what is typed before the suggestions code has loaded, and acts on it in order", async () => {
    const api = install()
    render(<SearchBox />)
    const box = screen.getByRole("combobox", { name: "搜索" })
    fireEvent.change(screen.getByRole("combobox", { name: "搜索类型" }), {
      target: { value: "maker" },
    })
    fireEvent.change(box, { target: { value: "  hrsj " } })
    fireEvent.submit(box.closest("form")!)
    // shown at once, whatever the machine's state
    expect((box as HTMLInputElement).value).toBe("  hrsj ")
    await act(() => prepare())
    expect(navigate).toHaveBeenCalledWith(`/search?keywords=hrsj&type=2`, {})
    expect(api.count("GET /api/goods/search")).toBe(0)
  })

  it("counts the 500 ms pause from the keystroke", async () => {
    const api = install()
    render(<SearchBox />)
    const box = screen.getByRole("combobox", { name: "搜索" })
    await type(box, "gml", 300)
    await act(() => prepare())
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(api.count("GET /api/goods/search")).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(api.count("GET /api/goods/search")).toBe(1)
  })

  it("shows the hot searches before the box is used", async () => {
    install()
    render(<SearchBox />)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole("button", { name: "阿莫西林" })).toBeTruthy()
    expect(screen.getByRole("combobox", { name: "搜索" }).getAttribute("aria-expanded")).toBe(
      "false",
    )
  })
})

import { computed, signal } from "@preact/signals-react"
import { render, screen, waitFor } from "@testing-library/react"
import { act, startTransition, Suspense, use, useLayoutEffect } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inUserEvent, renderWaiting } from "./useSyncExternalStore.ts"

/** What `inUserEvent` says while `event` is being dispatched on `target`. */
function seenDuring(target: EventTarget, event: Event): boolean | undefined {
  let seen: boolean | undefined
  target.addEventListener(event.type, () => (seen = inUserEvent()), { once: true })
  target.dispatchEvent(event)
  return seen
}

describe("inUserEvent", () => {
  it("is true while a key, pointer, input, change, submit or scroll event is dispatched", () => {
    const input = document.createElement("input")
    document.body.append(input)
    expect(seenDuring(input, new KeyboardEvent("keydown", { key: "a" }))).toBe(true)
    expect(seenDuring(input, new MouseEvent("click"))).toBe(true)
    expect(seenDuring(input, new InputEvent("input"))).toBe(true)
    expect(seenDuring(input, new Event("change"))).toBe(true)
    expect(seenDuring(input, new FocusEvent("focus"))).toBe(true)
    expect(seenDuring(document.createElement("form"), new Event("submit"))).toBe(true)
    expect(seenDuring(window, new Event("scroll"))).toBe(true)
    input.remove()
  })

  it("is false outside any event, and during a picture's load or a message event", () => {
    expect(inUserEvent()).toBe(false)
    expect(seenDuring(document.createElement("img"), new Event("load"))).toBe(false)
    expect(seenDuring(window, new MessageEvent("message"))).toBe(false)
    expect(seenDuring(window, new Event("storage"))).toBe(false)
  })
})

describe("components reading signals", () => {
  const text = signal("")
  const answer = signal("等待中")

  function Field() {
    return (
      <input
        aria-label="field"
        value={text.value}
        onChange={(e) => {
          text.value = e.currentTarget.value
        }}
      />
    )
  }

  beforeEach(() => {
    text.value = ""
    answer.value = "等待中"
  })
  afterEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })

  it("a controlled input shows each typed value when its event ends (no transition)", () => {
    render(<Field />)
    const input = screen.getByRole("textbox", { name: "field" }) as HTMLInputElement
    // real events outside act(): what the browser's own dispatch does
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    for (const typed of ["阿", "阿莫", "阿莫西"]) {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
      setter?.call(input, typed)
      input.dispatchEvent(new InputEvent("input", { bubbles: true }))
      // had the change been rendered later, React would have put the old value back
      expect(input.value).toBe(typed)
      expect(text.value).toBe(typed)
    }
  })

  it("a key typed while earlier changes wait for their render is kept (the shell's onChange)", () => {
    // two computed values of one signal: after two changes outside any event, both wait to be
    // read again by the render, and a third change reaches no subscriber until then
    const length = computed(() => text.value.length)
    const shown = computed(() => text.value)
    function Counted() {
      return (
        <div onChange={renderWaiting}>
          <input
            aria-label="counted"
            data-length={length.value}
            value={shown.value}
            onChange={(e) => {
              text.value = e.currentTarget.value
            }}
          />
        </div>
      )
    }
    render(<Counted />)
    const input = screen.getByRole("textbox", { name: "counted" }) as HTMLInputElement
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    // an answer arriving and a timer: rendered later, as transitions
    text.value = "g"
    text.value = "gm"
    expect(input.value).toBe("")
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setter?.call(input, "gml")
    input.dispatchEvent(new InputEvent("input", { bubbles: true }))
    expect(text.value).toBe("gml")
    expect(input.value).toBe("gml")
  })

  it("a key typed as soon as the input is on the page is kept (before passive effects run)", async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    const host = document.createElement("div")
    document.body.append(host)
    const root = createRoot(host)
    // a microtask after the commit that puts the input on the page: later than the layout
    // effects, earlier than the passive ones (a busy page can take that long to run them)
    const typed = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = host.querySelector("input")
        if (input === null) return
        observer.disconnect()
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
        setter?.call(input, "g")
        input.dispatchEvent(new InputEvent("input", { bubbles: true }))
        resolve(input.value)
      })
      observer.observe(host, { childList: true, subtree: true })
    })
    startTransition(() => root.render(<Field />))
    expect(await typed).toBe("g")
    expect(text.value).toBe("g")
    root.unmount()
    host.remove()
  })

  it("a change outside any event (an answer arriving) is rendered", async () => {
    function Status() {
      return <p>{answer.value}</p>
    }
    render(<Status />)
    await act(async () => {
      await Promise.resolve()
      answer.value = "已到达"
    })
    await waitFor(() => expect(screen.getByText("已到达")).toBeTruthy())
  })

  it("a change made before a component subscribed is not missed", async () => {
    function Reader() {
      return <p>{answer.value}</p>
    }
    // runs after Reader rendered and before its subscription (a passive effect)
    function Writer() {
      useLayoutEffect(() => {
        answer.value = "先写入"
      }, [])
      return null
    }
    render(
      <>
        <Reader />
        <Writer />
      </>,
    )
    await waitFor(() => expect(screen.getByText("先写入")).toBeTruthy())
  })

  // the signals runtime goes through this hook only by the alias of vite.config.ts (ADR 18);
  // test/signalsRuntime.test.ts checks the file the build bundles imports what the alias replaces
  it("renders a change outside the user's input as a transition: a page that suspends stays", async () => {
    // what only the app's hook does: React's own renders the change at once, and a page that
    // suspends is then replaced by its fallback, where a transition keeps the page on screen
    const page = signal("订单列表")
    const never = new Promise<never>(() => {})
    function Page() {
      const shown = page.value
      if (shown === "下一页") use(never)
      return <p>{shown}</p>
    }
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>,
    )
    await act(async () => {
      await Promise.resolve()
      page.value = "下一页"
    })
    expect(screen.getByText("订单列表")).toBeTruthy()
    expect(screen.queryByText("加载中")).toBeNull()
  })
})

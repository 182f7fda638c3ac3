import { describe, expect, it, vi } from "vitest"
import { inTurn, PAINT_WAIT_MS } from "./tasks.ts"

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe("inTurn", () => {
  it("runs the first job of a script at once and the others later, in order, each in a task of its own", async () => {
    const log: string[] = []
    const job = (name: string) => () => {
      log.push(name)
      // a microtask queued by a job runs before the next job: the next job is in a later task
      queueMicrotask(() => log.push(`${name} settled`))
      return Promise.resolve(name)
    }
    const answers = [inTurn(job("a")), inTurn(job("b")), inTurn(job("c"))]
    expect(log).toEqual(["a"])
    expect(await Promise.all(answers)).toEqual(["a", "b", "c"])
    expect(log).toEqual(["a", "a settled", "b", "b settled", "c", "c settled"])
  })

  it("runs a job at once again once the script that queued the others has finished", async () => {
    await Promise.all([inTurn(() => Promise.resolve(1)), inTurn(() => Promise.resolve(2))])
    await nextTask()
    const log: string[] = []
    void inTurn(async () => void log.push("later"))
    expect(log).toEqual(["later"])
  })

  it("passes a job's failure on", async () => {
    void inTurn(() => Promise.resolve())
    await expect(inTurn(() => Promise.reject(new Error("x")))).rejects.toThrow("x")
  })
})

describe("inTurn during the user's input", () => {
  /** Runs `asked` in a click's dispatch, as an event handler would. */
  const duringClick = (asked: () => void): void => {
    const button = document.createElement("button")
    button.addEventListener("click", asked)
    button.click()
  }
  const paint = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

  it("sends a job asked during a click after the frame that answers it, and what follows after it", async () => {
    const log: string[] = []
    duringClick(() => void inTurn(async () => void log.push("asked by the click")))
    void inTurn(async () => void log.push("asked after"))
    expect(log).toEqual([])
    await paint()
    await nextTask()
    expect(log).toEqual(["asked by the click", "asked after"])
  })

  it("sends it within PAINT_WAIT_MS when no frame comes (a hidden page)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] })
    try {
      vi.stubGlobal("requestAnimationFrame", () => 0)
      const log: string[] = []
      duringClick(() => void inTurn(async () => void log.push("sent")))
      await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1)
      expect(log).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(log).toEqual(["sent"])
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })
})

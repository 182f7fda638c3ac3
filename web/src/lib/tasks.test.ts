import { describe, expect, it } from "vitest"
import { inTurn } from "./tasks.ts"

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

/**
 * Why the back end's process ends is always logged: a recorded cause (a signal, the parent gone,
 * a failure to start) with the exit code, or that the event loop emptied; an uncaught exception
 * or rejection is logged with its stack; a closed log pipe is not fatal and not a crash.
 */
import { EventEmitter } from "node:events"
import { describe, expect, it } from "vitest"
import { watchExits } from "../src/exits.ts"

function fakeProcess() {
  const proc = Object.assign(new EventEmitter(), {
    stdout: new EventEmitter(),
    stderr: new EventEmitter(),
  })
  const lines: string[] = []
  return { proc, lines, exits: watchExits(proc, (line) => lines.push(line)) }
}

const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z /

describe("exit log", () => {
  it("names the signal and the exit code", () => {
    const { proc, lines, exits } = fakeProcess()
    exits.stopping("SIGTERM received")
    exits.stopping("the process that started it (12) ended")
    proc.emit("exit", 0)
    expect(lines.map((l) => l.replace(TIME, ""))).toEqual([
      "[stop] SIGTERM received",
      "[exit] code 0: SIGTERM received",
    ])
    expect(lines.every((l) => TIME.test(l))).toBe(true)
  })

  it("an exit with no recorded cause says the event loop emptied", () => {
    const { proc, lines } = fakeProcess()
    proc.emit("exit", 0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/\[exit\] code 0: no cause recorded: the event loop emptied/)
  })

  it("logs an uncaught exception and an unhandled rejection with their stacks", () => {
    const { proc, lines } = fakeProcess()
    const boom = new Error("boom in a timer")
    proc.emit("uncaughtException", boom, "uncaughtException")
    proc.emit("unhandledRejection", new TypeError("nope"))
    proc.emit("unhandledRejection", "a plain reason")
    expect(lines[0]).toContain("[uncaught] uncaughtException (not fatal): Error: boom in a timer")
    expect(lines[0]).toContain("exits.test.ts")
    expect(lines[1]).toContain("[unhandled rejection] (not fatal): TypeError: nope")
    expect(lines[2]).toContain("[unhandled rejection] (not fatal): a plain reason")
  })

  it("a log pipe closed by its reader (EPIPE) is ignored; another stream error is logged", () => {
    const { proc, lines } = fakeProcess()
    const epipe = Object.assign(new Error("write EPIPE"), { code: "EPIPE" })
    expect(() => proc.stderr.emit("error", epipe)).not.toThrow()
    expect(() => proc.stdout.emit("error", epipe)).not.toThrow()
    expect(lines).toEqual([])
    proc.stdout.emit("error", Object.assign(new Error("write EIO"), { code: "EIO" }))
    expect(lines[0]).toContain("[log] Error: write EIO")
  })

  it("a log that throws does not throw out of the exit handler", () => {
    const proc = Object.assign(new EventEmitter(), {
      stdout: new EventEmitter(),
      stderr: new EventEmitter(),
    })
    watchExits(proc, () => {
      throw new Error("stderr is gone")
    })
    expect(() => proc.emit("exit", 1)).not.toThrow()
  })
})

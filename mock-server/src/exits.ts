/**
 * Why the dev back end's process ends is always in its log (stderr), one `[exit]` line with the
 * exit code and the cause: the signal that stopped it, the process that started it going away, a
 * failure to start, or, when nothing recorded a cause, that the event loop emptied. An uncaught
 * exception or an unhandled rejection is logged with its stack and is not fatal (a request's own
 * exception is answered 500 by server.ts). A log pipe closed by the reader (EPIPE) is ignored
 * instead of being allowed to end the process with no word.
 */
import type { EventEmitter } from "node:events"

/** The part of `process` watched (an EventEmitter with the two log streams). */
export interface Watched extends Pick<EventEmitter, "on"> {
  stdout: Pick<EventEmitter, "on">
  stderr: Pick<EventEmitter, "on">
}

export interface Exits {
  /** Records why the process is about to stop: logged now, and again with the exit code. */
  stopping(cause: string): void
}

const describe = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)

export function watchExits(proc: Watched, log: (line: string) => void): Exits {
  let cause: string | null = null
  const line = (text: string): void => {
    try {
      log(`${new Date().toISOString()} ${text}`)
    } catch {
      // the log itself is gone: nothing more can be said
    }
  }
  const ignoreClosedPipe = (error: NodeJS.ErrnoException): void => {
    if (error.code !== "EPIPE") line(`[log] ${describe(error)}`)
  }
  proc.stdout.on("error", ignoreClosedPipe)
  proc.stderr.on("error", ignoreClosedPipe)
  proc.on("uncaughtException", (error: unknown, origin: unknown) =>
    line(`[uncaught] ${String(origin ?? "uncaughtException")} (not fatal): ${describe(error)}`),
  )
  proc.on("unhandledRejection", (reason: unknown) =>
    line(`[unhandled rejection] (not fatal): ${describe(reason)}`),
  )
  proc.on("exit", (code: unknown) =>
    line(
      `[exit] code ${String(code)}: ${cause ?? "no cause recorded: the event loop emptied (nothing was listening any more)"}`,
    ),
  )
  return {
    stopping(why) {
      if (cause !== null) return
      cause = why
      line(`[stop] ${why}`)
    },
  }
}

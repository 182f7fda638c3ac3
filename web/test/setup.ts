import { cleanup, configure } from "@testing-library/react"
import { afterEach, vi } from "vitest"

// the files of a worker share one module graph (vitest.config.ts: React, the router and effect are
// imported once per worker), but each file gets the app's own modules afresh: a model's signals,
// effects and timers left by an earlier file cannot answer, call or count in this one
vi.resetModules()

// a lazily loaded part (the cart drawer, a dialog) is transformed on its first import, which
// takes more than the default second on a busy 2-core machine
configure({ asyncUtilTimeout: 5_000 })

afterEach(async () => {
  // a test of the build's configuration runs in Node, without a page
  if (typeof window === "undefined") return
  // calls a test's inputs asked for and that wait for a frame (lib/tasks.ts) are not sent into
  // the next test; imported here, after the file's fresh module graph was made
  ;(await import("../src/lib/tasks.ts")).forgetQueued()
  cleanup()
  window.sessionStorage.clear()
  window.localStorage.clear()
})

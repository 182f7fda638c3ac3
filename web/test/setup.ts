import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// a lazily loaded part (the cart drawer, a dialog) is transformed on its first import, which
// takes more than the default second on a busy 2-core machine
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  // a test of the build's configuration runs in Node, without a page
  if (typeof window === "undefined") return
  cleanup()
  window.sessionStorage.clear()
  window.localStorage.clear()
})

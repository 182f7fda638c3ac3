/**
 * Where models send the app (`navigateTo`), recorded instead of followed, for each test of the
 * file or `describe` block that asks for it.
 */
import { afterEach, beforeEach } from "vitest"
import { setNavigator } from "../src/lib/navigation.ts"

export function recordNavigation() {
  /** The paths gone to, in order. */
  const went: string[] = []
  /** Whether each of them replaced the page in the history. */
  const replaced: boolean[] = []
  beforeEach(() => {
    went.length = 0
    replaced.length = 0
    setNavigator((to, options) => {
      went.push(to)
      replaced.push(options?.replace === true)
    })
  })
  afterEach(() => setNavigator(null))
  return { went, replaced }
}

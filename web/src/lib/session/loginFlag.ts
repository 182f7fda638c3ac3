/**
 * The session flag `login=1` (sessionStorage) driven by core's LoginFlag machine: on an in-app
 * navigation a present flag is removed and the page reloads; logging out clears it and reloads.
 */
import * as LoginFlag from "@mall/core/LoginFlag"
import { keepText, reloadPage, storedText } from "../browser.ts"

const KEY = "login"

let state: LoginFlag.State = LoginFlag.fromStorage(storedText(KEY))

/**
 * Feeds an event to the machine and runs its effects. `callLogout` runs the logout call (it is
 * only needed with LogoutRequested); a failed logout has already been shown by the caller.
 */
export function dispatchLoginFlag(event: LoginFlag.Event, callLogout?: () => void): void {
  if (event._tag === "Navigated") state = { ...state, flag: storedText(KEY) === "1" }
  const [next, effects] = LoginFlag.step(state, event)
  state = next
  for (const effect of effects) {
    switch (effect._tag) {
      case "RemoveFlag":
        keepText(KEY, null)
        break
      case "Reload":
        reloadPage()
        break
      case "CallLogout":
        callLogout?.()
        break
      case "HandleFailure":
        break
    }
  }
}

/** Marks "just signed in": the next in-app navigation reloads the page. */
export function setLoginFlag(): void {
  keepText(KEY, "1")
  state = { ...state, flag: true }
}

/**
 * How the app shows a failed call: core's `ApiOutcome.present` decides, this module renders it.
 * - GoToLogin (10001/401): the browser goes to the main-site login.
 * - ToastThenNavigate (459): the message is toasted, then the app goes to /dzht.
 * - Toast: 422's first field error (error icon), or 系统繁忙，请稍后再试 for 5xx and bad bodies.
 * - Alert: other codes below 500, the server message under 温馨提示.
 * - ReloadDialog: 请求超时，请刷新页面 with a 刷新 button that reloads.
 * - Silent: cancelled requests.
 */
import * as ApiOutcome from "@mall/core/ApiOutcome"
import { config } from "../config.ts"
import { leaveTo } from "../browser.ts"
import { navigateTo } from "../navigation.ts"
import { alert, timeoutAlert } from "../ui/dialogs.ts"
import { notify, notifyError } from "../ui/toast.ts"
import type { Failure, OutcomeTag } from "./outcome.ts"

type Handlers = {
  [K in Exclude<OutcomeTag, "Success">]?: (outcome: Extract<Failure, { _tag: K }>) => void
}

export type ShowOptions = {
  /** Show nothing at all for any failure (header and background calls). */
  silent?: boolean
  /** Replaces the shared display for the given outcomes (e.g. a form showing 422 per field). */
  on?: Handlers
}

/** The main-site login address, with the current page to come back to when it is this app's /login. */
function mainSiteLoginUrl(): string {
  const target = config.mainSiteUrl
  if (!target.startsWith("/") || target.startsWith("//")) return target
  if (window.location.pathname === target) return target
  const back = `${window.location.pathname}${window.location.search}`
  const sep = target.includes("?") ? "&" : "?"
  return `${target}${sep}redirect=${encodeURIComponent(back)}`
}

/** Sends the browser to the main-site login (GoToLogin: a call answered 10001/401). */
export function goToLogin(): void {
  leaveTo(mainSiteLoginUrl())
}

/** Shows a failed outcome as core presents it, unless `options` silence or replace it. */
export function showOutcome(outcome: Failure, options: ShowOptions = {}): void {
  if (options.silent === true) return
  const custom = options.on?.[outcome._tag] as ((o: Failure) => void) | undefined
  if (custom !== undefined) {
    custom(outcome)
    return
  }
  const p = ApiOutcome.present(outcome)
  switch (p._tag) {
    case "Silent":
      return
    case "GoToLogin":
      goToLogin()
      return
    case "ToastThenNavigate":
      if (p.message !== "") notify(p.message)
      navigateTo(p.to)
      return
    case "Toast":
      if (p.icon === "error") notifyError(p.message)
      else notify(p.message)
      return
    case "Alert":
      void alert(p.message, { title: p.title })
      return
    case "ReloadDialog":
      timeoutAlert(p.message, p.button)
      return
  }
}

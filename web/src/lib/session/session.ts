/**
 * The signed-in company, shared by the shell and every feature (spec §3 "User state").
 * - `user`: `null` until GET /api/user/base answers; then the payload, or `{}` ("show with no
 *   data") when the call fails (a guest gets 401 here). `sessionShown` is true once it answered.
 * - `signedIn`: a company is signed in (the payload has a username).
 * - `loginRequired`: the user base call answered "login required" (10001/401, the same outcome
 *   that sends a failed call to the login): the visitor is a guest, or the session has ended.
 *   Not set by other failures (a busy server or a timeout leaves a signed-in company where it is).
 * - `cartCount`: the cart badge count; `refreshCartCount()` re-reads GET /api/cart/total (call it
 *   after each successful add; it also flags the right panel's cart list stale).
 * - `commonConfig`: the hotline and instant-message links, the company's or else the site's.
 * - `logout()`: DELETE /api/user/logout, then the login flag is cleared and the page reloads
 *   (core LoginFlag); a failed logout goes to the shared failure display.
 */
import { computed, signal } from "@preact/signals-react"
import * as ApiOutcome from "@mall/core/ApiOutcome"
import type { UserState } from "../api/schemas.ts"
import * as Api from "./api.ts"
import { dispatchLoginFlag } from "./loginFlag.ts"
import { siteData } from "./siteData.ts"

/** The user state; every field optional because a failed call leaves it empty. */
export type User = Partial<UserState>

/** The user base payload; `null` while loading, `{}` after a failed call. */
export const user = signal<User | null>(null)

/** True once the user base call answered (successfully or not): the header can show. */
export const sessionShown = computed(() => user.value !== null)

/** A company is signed in. */
export const signedIn = computed(() => (user.value?.username ?? "") !== "")

/** The user base call answered that a sign-in is needed (10001/401). */
export const loginRequired = signal(false)

/** Items in the cart, for the header badge and the right panel. */
export const cartCount = signal(0)

/** Bumped on every cart change (add, delete, count refresh); the right panel watches it. */
export const cartVersion = signal(0)

/** Unread messages, for the right panel badge. */
export const messageCount = computed(() => user.value?.message_count ?? 0)

/**
 * The complaint hotline and instant-message links: the company's own, else the site's (GET
 * /api/focus/common may carry them, so a guest sees them too); `null` when neither has them.
 */
export const commonConfig = computed(
  () => user.value?.common_config ?? siteData.value?.common_config ?? null,
)

let loading: Promise<void> | null = null

/** Loads the user state once (GET /api/user/base, silent on failure). `force` re-reads it. */
export function loadSession(force = false): Promise<void> {
  if (loading !== null && !force) return loading
  loading = Api.userBase().then((outcome) => {
    const data = outcome._tag === "Success" ? outcome.data : undefined
    user.value = data ?? {}
    loginRequired.value =
      outcome._tag !== "Success" && ApiOutcome.present(outcome)._tag === "GoToLogin"
    if (data !== undefined) cartCount.value = data.cart.count
  })
  return loading
}

/** Re-reads the cart count (GET /api/cart/total → data.total); silent on failure. */
export async function refreshCartCount(): Promise<void> {
  cartVersion.value++
  const data = await Api.cartTotal()
  if (data !== undefined) cartCount.value = data.total
}

/** Logs out (DELETE /api/user/logout); on success clears the login flag and reloads. */
export function logout(): void {
  dispatchLoginFlag({ _tag: "LogoutRequested" }, async () => {
    const ok = await Api.logout()
    dispatchLoginFlag(ok ? { _tag: "LogoutDone" } : { _tag: "LogoutFailed", error: null })
  })
}

/** Forgets the loaded state (tests). */
export function resetSession(): void {
  user.value = null
  loginRequired.value = false
  cartCount.value = 0
  loading = null
}

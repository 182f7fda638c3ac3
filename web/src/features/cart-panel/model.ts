/**
 * The right panel's floating cart, driven by core's CartPanel machine: 40 px collapsed, 310 px
 * open; opening loads the cart list when it is stale (first open, or the cart changed since);
 * it never opens on cart step 1 (/cart) and arriving there closes it. The list's contents (core
 * Cart) live in `drawer.ts`, loaded with the drawer the first time it opens.
 */
import { computed, effect, signal } from "@preact/signals-react"
import * as CartPanel from "@mall/core/CartPanel"
import type { CartState } from "../../lib/api/schemas.ts"
import { cartVersion } from "../../lib/session/session.ts"
import * as Api from "./api.ts"

const panel = signal<CartPanel.State>(CartPanel.initial)
/** The last cart list read from the server (null before the first load). */
export const rawCart = signal<CartState | null>(null)

export const open = computed(() => panel.value.open)
export const loading = computed(() => panel.value.loading)
/** Width of the panel in px (40 collapsed, 310 open). */
export const width = computed(() => CartPanel.width(panel.value))

function dispatch(event: CartPanel.Event): void {
  const [next, effects] = CartPanel.step(panel.value, event)
  panel.value = next
  for (const e of effects) if (e._tag === "LoadCart") void load()
}

async function load(): Promise<void> {
  const data = await Api.cartList()
  if (data === undefined) {
    dispatch({ _tag: "LoadFailed" })
    return
  }
  rawCart.value = data
  dispatch({ _tag: "Loaded" })
}

// a cart change elsewhere (add, delete) flags the list stale
let seenVersion = cartVersion.peek()
effect(() => {
  const v = cartVersion.value
  if (v === seenVersion) return
  seenVersion = v
  dispatch({ _tag: "MarkStale" })
})

/** Opens or closes the drawer (core: never opens on the cart page). */
export function toggle(): void {
  dispatch({ _tag: "Toggle" })
}

/** Tells the panel which route is shown (arriving on /cart closes it). */
export function routeChanged(route: string | undefined): void {
  if (panel.peek().route !== route) dispatch({ _tag: "RouteChanged", route })
}

/** Back to the initial state (tests). */
export function resetCartPanel(): void {
  panel.value = CartPanel.initial
  rawCart.value = null
}

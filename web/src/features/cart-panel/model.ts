/**
 * The right panel's floating cart, driven by core's CartPanel machine: 40 px collapsed, 310 px
 * open; opening loads the cart list when it is stale (first open, or the cart changed since);
 * it never opens on cart step 1 (/cart) and arriving there closes it. Deleting a line asks
 * 确定删除该商品吗？ first.
 */
import { computed, effect, signal } from "@preact/signals-react"
import * as Cart from "@mall/core/Cart"
import * as CartPanel from "@mall/core/CartPanel"
import * as Constants from "@mall/core/Constants"
import * as Messages from "@mall/core/Messages"
import { call, send } from "../../lib/api/client.ts"
import { cartVersion, refreshCartCount } from "../../lib/session/session.ts"
import { confirm } from "../../lib/ui/dialogs.ts"

const panel = signal<CartPanel.State>(CartPanel.initial)
export const cart = signal<Cart.State>(Cart.empty)

export const open = computed(() => panel.value.open)
export const loading = computed(() => panel.value.loading)
/** Width of the panel in px (40 collapsed, 310 open). */
export const width = computed(() => CartPanel.width(panel.value))
/** 合计 of the selected lines (core Cart.totals). */
export const total = computed(() => Cart.totals(cart.value).goodsAmount)

function dispatch(event: CartPanel.Event): void {
  const [next, effects] = CartPanel.step(panel.value, event)
  panel.value = next
  for (const e of effects) if (e._tag === "LoadCart") void load()
}

async function load(): Promise<void> {
  const data = await call<Cart.RawState>("GET", "/api/cart/list", {
    query: { limit: Constants.CART_LIST_DEFAULT_LIMIT },
    silent: true,
  })
  if (data === undefined || data === null) {
    dispatch({ _tag: "LoadFailed" })
    return
  }
  cart.value = Cart.fromApi(data)
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

/** Deletes one line after confirmation, then re-reads the count (which reloads the open list). */
export async function removeLine(id: string): Promise<void> {
  const ok = await confirm(Messages.text["cart.delete.confirm"])
  if (!ok) return
  if (!(await send("POST", "/api/cart/batch_delete", { body: { ids: [id] } }))) return
  cart.value = Cart.remove(cart.value, [id])
  await refreshCartCount()
}

/** Back to the initial state (tests). */
export function resetCartPanel(): void {
  panel.value = CartPanel.initial
  cart.value = Cart.empty
}

/** What the drawer shows of a line's goods. */
export type LineView = {
  id: string
  image: string | null
  name: string
  maker: string
  spec: string
  unitPrice: Cart.Line["unitPrice"]
  quantity: number
}

const str = (x: unknown): string =>
  typeof x === "string" ? x : typeof x === "number" ? String(x) : ""

function firstImage(images: unknown): string | null {
  const first: unknown = Array.isArray(images) ? images[0] : images
  if (typeof first === "string") return first
  if (typeof first === "object" && first !== null) {
    const o = first as Record<string, unknown>
    return str(o.url ?? o.image ?? o.src) || null
  }
  return null
}

/** The drawer rows. */
export const lines = computed<ReadonlyArray<LineView>>(() =>
  cart.value.lines.map((l) => {
    const g = (l.raw.goods ?? {}) as Record<string, unknown>
    return {
      id: l.id,
      image: firstImage(g.goods_image ?? g.image),
      name: str(g.name),
      maker: str(g.sccj),
      spec: str(g.ypgg),
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    }
  }),
)

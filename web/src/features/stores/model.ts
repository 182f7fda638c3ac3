/**
 * 多门店管理 (/zhzx/ddgl): the company's stores (GET /api/store), switching the session to
 * another store (asks first; POST /api/store/switch, then the header's user state and cart count
 * are re-read), and copying the current cart's selected lines to other stores (POST
 * /api/cart/copy; the chosen stores are kept when the call fails).
 */
import { batch, computed, signal } from "@preact/signals-react"
import * as Messages from "@mall/core/Messages"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { resource } from "../../lib/kit/resource.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { loadSession, refreshCartCount } from "../../lib/session/session.ts"
import { confirm } from "../../lib/ui/dialogs.ts"
import { notifyError, notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export type Store = Of<"Store">

/** The stores (kit resource: skeleton, failure with 重新加载). */
export const storesResource = resource<null, ReadonlyArray<Store>>(() => Api.stores())
const stores = storesResource.data
/** Ids of the cart lines that would be copied (the selected ones). */
export const cartLineIds = signal<ReadonlyArray<number>>([])
export const targets = signal<ReadonlySet<number>>(new Set())
export const busy = signal(false)

export const others = computed(() => (stores.value ?? []).filter((s) => s.is_current !== 1))
export const current = computed(() => (stores.value ?? []).find((s) => s.is_current === 1) ?? null)

/** Reads the stores and which cart lines would be copied. */
export async function loadStores(): Promise<void> {
  const [, cart] = await Promise.all([storesResource.load(null), Api.cart()])
  const list = stores.peek() ?? []
  batch(() => {
    cartLineIds.value = (cart?.data ?? []).filter((l) => l.is_selected === 1).map((l) => l.id)
    targets.value = new Set([...targets.value].filter((id) => list.some((s) => s.user_id === id)))
  })
}

export function toggleTarget(userId: number): void {
  const next = new Set(targets.value)
  if (next.has(userId)) next.delete(userId)
  else next.add(userId)
  targets.value = next
}

export async function switchTo(store: Store): Promise<void> {
  if (busy.value) return
  if (!(await confirm(Messages.member.stores.confirmSwitch(store.company)))) return
  busy.value = true
  const outcome = await Api.switchTo(store.user_id)
  busy.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notifySuccess(outcome.message)
  targets.value = new Set()
  await Promise.all([loadSession(true), refreshCartCount(), loadStores()])
}

export async function copyCart(): Promise<void> {
  const M = Messages.member.stores
  if (busy.value) return
  if (cartLineIds.value.length === 0) {
    notifyError(M.cartEmpty)
    return
  }
  if (targets.value.size === 0) {
    notifyError(M.chooseStore)
    return
  }
  busy.value = true
  const outcome = await Api.copy([...cartLineIds.value], [...targets.value])
  busy.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notifySuccess(outcome.message)
  targets.value = new Set()
}

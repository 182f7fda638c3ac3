/**
 * The cart page (step 1). State is core's `Cart.State` in one signal; every number the page
 * shows (line amounts, selection, manjian tiers and the next-tier hint, shipping gap, payable)
 * is derived by core (`Cart.totals`, `CartSelection`).
 *
 * - `loadCart()` reads GET /api/cart/list; unbuyable or out-of-stock lines arrive unselected.
 * - Selection changes apply at once and are sent to POST /api/cart/batch_select in the
 *   background, so the server's selection follows the page.
 * - A quantity change is checked by core (`CartLineInput`), repriced locally at once (so the row
 *   and the totals repaint in the same frame) and then sent to POST /api/cart/{id}/edit; the
 *   server's copy of the line replaces the local one (gifts, manjian part); on failure the cart
 *   is re-read. A quantity chosen while the line saves is shown at once and saved when that save
 *   ends (the last one chosen wins), so two saves of one line never cross and no press is lost.
 * - A quantity typed but not yet confirmed (no Enter, no blur) is kept in sessionStorage by line
 *   id (`keepDraft`) and dropped once confirmed, cancelled (Esc) or the line is deleted. After a
 *   reload the cart confirms each kept draft of a line it still holds, as the blur would have, and
 *   drops the drafts of lines the whole cart no longer holds: left unconfirmed, a draft would show
 *   one number in a field that has lost its focus (so no blur comes to save it) while the totals
 *   and 去结算 go by another.
 * - The server groups lines (`filter_data`: 全部 / 促销 / 降价 / 失效 with counts); the page shows
 *   one group at a time (`filter` of GET /api/cart/list), the one the page's URL names
 *   (`?filter=`, `querySpec`), so a reload and back/forward keep it.
 * - Delete asks 确定删除该商品吗？ first; batch delete removes the selected lines.
 * - Checkout goes to /cart/step2 with the selected ids, which asks POST /api/cart/checkout.
 */
import { batch, computed, signal } from "@preact/signals-react"
import * as Cart from "@mall/core/Cart"
import * as CartSelection from "@mall/core/CartSelection"
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import { keepObject, storedObject } from "../../lib/browser.ts"
import { resource } from "../../lib/kit/resource.ts"
import { whileBusy } from "../../lib/busy.ts"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { refreshCartCount } from "../../lib/session/session.ts"
import { confirm } from "../../lib/ui/dialogs.ts"
import { notify } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"
import { checkQuantity, type QuantityCheck } from "./quantity.ts"

export const cart = signal<Cart.State>(Cart.empty)
/** Ids of lines whose quantity is being saved. */
export const saving = signal<ReadonlySet<string>>(new Set())
/** Per line id, the quantity chosen while its save was in flight: saved next (the last chosen wins). */
const queued = new Map<string, number>()
/**
 * What was said of the last quantity typed or stepped, per line id (shown under the input): a
 * refusal (`error`), or the quantity rounded up to the pack (a notice).
 */
export type QuantityMessage = { readonly text: string; readonly error: boolean }
export const quantityMessages = signal<Readonly<Record<string, QuantityMessage>>>({})

export type CartFilter = { readonly value: string; readonly name: string; readonly count: number }

/** The server's groups of lines (全部 / 促销 / 降价 / 失效 with counts), from `filter_data`. */
export const filters = signal<ReadonlyArray<CartFilter>>([])
/** The group shown (`filter` of GET /api/cart/list). */
export const filter = signal("all")

/**
 * GET /api/cart/list of a group: each answer shown becomes the cart the page edits (and the
 * groups with their counts); a read overtaken by a later one is dropped.
 */
const list = resource((q: { group: string; quiet: boolean }) => Api.cartList(q.group, q.quiet), {
  shown: (data) => {
    cart.value = Cart.fromApi(data)
    filters.value = data.filter_data
  },
})
export const status = list.status

/** The page's URL query: the group shown (`?filter=`, the contract's groups; 全部 by default). */
export const querySpec = {
  filter: ListQuery.oneOf(["all", "promotion", "price_down", "invalid"]),
}

export const totals = computed(() => Cart.totals(cart.value))
/**
 * Which lines are selected, by index (`Cart.State.selected`): the same array until the selection
 * changes (a quantity change keeps it), so the checkboxes that read it are drawn again only then,
 * and the rows around them not at all.
 */
export const selection = computed(() => cart.value.selected)
/** No lines at all (购物车为空). */
export const isEmpty = computed(
  () => status.value === "ready" && Cart.isEmpty(cart.value) && filter.value === "all",
)
/** No lines in the group shown (another group is chosen). */
export const groupEmpty = computed(
  () => status.value === "ready" && Cart.isEmpty(cart.value) && filter.value !== "all",
)

/**
 * Reads the cart. `quiet`: keep showing the current lines while reading (no loading state). True
 * when this read is the one shown (not failed, not overtaken by a later read).
 */
export function loadCart(quiet = false): Promise<boolean> {
  return list.load({ group: filter.value, quiet }, { quiet })
}

/**
 * Shows the page with the group its URL names: reads that group, then confirms the quantities
 * typed before a reload (see the module's note).
 */
export async function openCart(group: string): Promise<void> {
  filter.value = group
  if (await loadCart()) confirmDrafts()
}

/** sessionStorage key of the quantities typed but not confirmed, by line id. */
const DRAFTS_KEY = "mall.cart.drafts"

function readDrafts(): Record<string, string> {
  const drafts: Record<string, string> = {}
  for (const [id, text] of Object.entries(storedObject(DRAFTS_KEY)))
    if (typeof text === "string") drafts[id] = text
  return drafts
}

/** Storage full or refused: the draft lives only in the field. */
function writeDrafts(drafts: Readonly<Record<string, string>>): void {
  keepObject(DRAFTS_KEY, drafts)
}

/** Keeps a quantity typed into a line but not yet confirmed (survives a reload). */
export function keepDraft(id: string, text: string): void {
  writeDrafts({ ...readDrafts(), [id]: text })
}

/** Forgets the unconfirmed quantities of lines (confirmed, cancelled or deleted). */
export function dropDrafts(ids: ReadonlyArray<string>): void {
  const drafts = readDrafts()
  if (!ids.some((id) => id in drafts)) return
  for (const id of ids) delete drafts[id]
  writeDrafts(drafts)
}

/**
 * Confirms the kept drafts of the lines shown (as Enter would); drops those of lines the whole
 * cart no longer holds (a line outside the group shown may still be in the cart).
 */
function confirmDrafts(): void {
  const drafts = readDrafts()
  const ids = new Set(cart.peek().lines.map((l) => l.id))
  const gone: string[] = []
  for (const [id, text] of Object.entries(drafts)) {
    if (ids.has(id)) void changeQuantity(id, text)
    else if (filter.peek() === "all") gone.push(id)
  }
  dropDrafts(gone)
}

/** Puts the server's copy of a line in place of the local one (selection kept if still allowed). */
function replaceLine(raw: Cart.RawLine): void {
  const state = cart.value
  const id = String(raw.id)
  const i = state.lines.findIndex((l) => l.id === id)
  if (i < 0) return
  const line = Cart.lineOf(raw, i)
  const lines = state.lines.slice()
  lines[i] = line
  const selected = state.selected.slice()
  selected[i] = line.selectable && selected[i] === true
  cart.value = { ...state, lines, selected }
}

function syncSelection(ids: ReadonlyArray<string>, on: boolean): void {
  if (ids.length === 0) return
  void Api.select(ids, on)
}

/** Selects or deselects one line (unselectable lines stay as they are). */
export function toggleLine(id: string): void {
  const before = cart.value
  const next = CartSelection.toggle(before, id)
  if (next === before) return
  cart.value = next
  const i = next.lines.findIndex((l) => l.id === id)
  syncSelection([id], next.selected[i] === true)
}

/** Select all / none; only selectable lines are touched. */
export function toggleAll(): void {
  const on = !totals.value.allSelected
  const next = CartSelection.selectAll(cart.value, on)
  cart.value = next
  syncSelection(
    next.lines.filter((l) => l.selectable).map((l) => l.id),
    on,
  )
}

function setMessage(id: string, message: QuantityMessage | null): void {
  const { [id]: _old, ...rest } = quantityMessages.value
  quantityMessages.value = message === null ? rest : { ...rest, [id]: message }
}

/** Checks a typed quantity for a line (core's rules); nothing changes. */
export function check(id: string, input: string): QuantityCheck | null {
  const line = cart.value.lines.find((l) => l.id === id)
  return line === undefined ? null : checkQuantity(line, input)
}

/**
 * Changes a line's quantity: checked by core, repriced locally at once, then saved. An invalid
 * quantity leaves the line unchanged and shows the message next to the input; a quantity rounded
 * up to the pack is saved and said there too.
 */
export async function changeQuantity(id: string, input: string): Promise<void> {
  dropDrafts([id])
  const result = check(id, input)
  if (result === null) return
  if (result._tag === "Invalid") {
    setMessage(id, { text: result.message, error: true })
    return
  }
  setMessage(id, result.notice === null ? null : { text: result.notice, error: false })
  const line = cart.value.lines.find((l) => l.id === id)
  if (line === undefined || line.quantity === result.quantity) return
  cart.value = Cart.setQuantity(cart.value, id, result.quantity)
  if (saving.value.has(id)) queued.set(id, result.quantity)
  else await saveQuantity(id, result.quantity)
}

/**
 * Saves a line's quantity, then whatever was chosen meanwhile, one save at a time. The server's
 * copy replaces the line only when nothing newer waits (it would put back an older quantity). A
 * failure re-reads the cart and drops what was waiting.
 */
async function saveQuantity(id: string, quantity: number): Promise<void> {
  for (let next: number | undefined = quantity; next !== undefined;) {
    const number = next
    const outcome = await whileBusy(saving, id, () => Api.editQuantity(id, number))
    next = queued.get(id)
    queued.delete(id)
    if (outcome._tag !== "Success") {
      showOutcome(outcome)
      void loadCart(true)
      return
    }
    if (next === undefined) replaceLine(outcome.data)
  }
}

/** Deletes lines; true when the server deleted them. */
async function deleteIds(ids: ReadonlyArray<string>): Promise<boolean> {
  if (ids.length === 0) return false
  const outcome = await Api.deleteLines(ids)
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return false
  }
  cart.value = Cart.remove(cart.value, ids)
  dropDrafts(ids)
  if (outcome.message !== "") notify(outcome.message)
  void refreshCartCount()
  void loadCart(true)
  return true
}

/** Deletes one line after 确定删除该商品吗？; true when it was deleted (not cancelled or refused). */
export async function deleteLine(id: string): Promise<boolean> {
  if (!(await confirm(Messages.text["cart.delete.confirm"]))) return false
  return deleteIds([id])
}

/** Deletes the selected lines after 确定删除该商品吗？ */
export async function deleteSelected(): Promise<void> {
  const ids = CartSelection.selectedIds(cart.value)
  if (ids.length === 0) return
  if (!(await confirm(Messages.text["cart.delete.confirm"]))) return
  await deleteIds(ids)
}

/** Goes to 确认订单 with the selected lines (that page asks POST /api/cart/checkout for them). */
export function checkout(): void {
  const ids = CartSelection.selectedIds(cart.value)
  if (ids.length === 0) return
  navigateTo(`/cart/step2?${new URLSearchParams({ ids: ids.join(",") }).toString()}`)
}

/** Forgets everything (tests). */
export function resetCart(): void {
  queued.clear()
  batch(() => {
    list.reset()
    cart.value = Cart.empty
    saving.value = new Set()
    quantityMessages.value = {}
    filters.value = []
    filter.value = "all"
  })
}

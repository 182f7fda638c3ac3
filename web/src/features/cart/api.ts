/** The cart page's calls. Line ids are the cart's own (strings in core Cart, integers on the wire). */
import * as Op from "@mall/core/generated/operations"
import { call, request, type InitOf } from "../../lib/api/client.ts"

/** The groups of lines GET /api/cart/list can show (the contract's `filter` values). */
type Group = NonNullable<
  NonNullable<NonNullable<InitOf<typeof Op.getCartList>["params"]>["query"]>["filter"]
>
const GROUPS: ReadonlyArray<string> = [
  "all",
  "promotion",
  "price_down",
  "invalid",
] satisfies Group[]
const isGroup = (value: string): value is Group => GROUPS.includes(value)

const ints = (ids: ReadonlyArray<string>): number[] => ids.map(Number)

/** GET /api/cart/list of one group of lines (all for a group the contract lacks); `quiet` leaves a failure unshown. */
export const cartList = (filter: string, quiet: boolean) =>
  call(
    Op.getCartList,
    { params: { query: isGroup(filter) ? { filter } : {} } },
    quiet ? { silent: true } : {},
  )

/** POST /api/cart/batch_select (fire and forget: the page already shows the choice). */
export const select = (ids: ReadonlyArray<string>, on: boolean) =>
  request(Op.postCartBatchSelect, { body: { ids: ints(ids), is_selected: on ? 1 : 0 } })

/** POST /api/cart/{id}/edit: the outcome with the server's copy of the line. */
export const editQuantity = (id: string, number: number) =>
  request(Op.postCartEdit, { params: { path: { id: Number(id) } }, body: { number } })

/** POST /api/cart/batch_delete: the outcome, shown by the caller. */
export const deleteLines = (ids: ReadonlyArray<string>) =>
  request(Op.postCartBatchDelete, { body: { ids: ints(ids) } })

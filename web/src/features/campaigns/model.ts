/**
 * The activity pages: 活动专区 (/yjh/{id?}), 活动中心 (/Hdzx/{ids}/{id?}), 满额返现 (/hb), 每日特价
 * (/mrtj), 全场94折 (/welfare) and 组合购 (/zhzq).
 *
 * - An activity that does not exist (404, core Zone.isMissing) sends the browser to /noActivity.
 * - /Hdzx shows a tab per listed activity (core Zone.idsOf, Zone.chosen); /yjh without an id shows
 *   the first running or coming activity.
 * - A combination is added whole: one cart line of goods type 3 (core Combination.cartLine); the
 *   server's message is toasted and the header badge re-read. The number of sets is checked first
 *   against the combination's set stock (core `Combination.offerTerms`, `CartLineInput`): a
 *   whole number from 1 up to `stock`; a wrong one is said under the field (`combinationErrors`).
 */
import { signal } from "@preact/signals-react"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as Combination from "@mall/core/Combination"
import * as ListQuery from "@mall/core/ListQuery"
import * as Quantity from "@mall/core/Quantity"
import type { DataOf } from "@mall/core/Operation"
import type * as Op from "@mall/core/generated/operations"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { resource } from "../../lib/kit/resource.ts"
import { refreshCartCount } from "../../lib/session/session.ts"
import { notify } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export type CashbackData = DataOf<typeof Op.getCashback>
export type ActivityData = DataOf<typeof Op.getCampaignById>
export type ActivitySummary = DataOf<typeof Op.getCampaignList>[number]
export type WelfareData = DataOf<typeof Op.getWelfare>
export type CombinationData = DataOf<typeof Op.getCombinationList>["data"][number]
export type SpikeData = DataOf<typeof Op.getActivityEverydayPrice>

/** Combination ids whose add-to-cart request is on its way. */
export const addingCombination = signal<ReadonlySet<number>>(new Set())

/** Per combination id, why the number of sets typed cannot be bought (shown under the field). */
export const combinationErrors = signal<Readonly<Record<number, string>>>({})

const setError = (id: number, message: string | null) => {
  const { [id]: _old, ...rest } = combinationErrors.value
  combinationErrors.value = message === null ? rest : { ...rest, [id]: message }
}

/** Why no set of the combination can be bought (缺货), or `null`. */
export const combinationUnavailable = (c: CombinationData): string | null =>
  CartLineInput.unavailable(Combination.offerTerms(c))

/** The +/- limits of the number of sets: 1 up to the set stock (core Quantity). */
export const setLimits = (c: CombinationData): Quantity.Limits =>
  Quantity.limitsOf(Combination.offerTerms(c))

/** Forgets the message of a combination's field (the buyer is typing again). */
export const clearCombinationError = (id: number) => setError(id, null)

/**
 * Adds `quantity` (as typed) sets of a combination to the cart, once the number is a whole number
 * from 1 up to the set stock; otherwise the reason is put under the field and nothing is sent.
 */
export async function addCombinationToCart(c: CombinationData, quantity: string): Promise<void> {
  const checked = CartLineInput.checkQuantity(Combination.offerTerms(c), quantity.trim())
  if (checked._tag === "Failure") return setError(c.id, checked.failure.message)
  setError(c.id, null)
  const line = Combination.cartLine(c, checked.success.number)
  if (line === null || addingCombination.value.has(c.id)) return
  addingCombination.value = new Set([...addingCombination.value, c.id])
  const outcome = await Api.addCombination(line)
  const rest = new Set(addingCombination.value)
  rest.delete(c.id)
  addingCombination.value = rest
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  if (outcome.message !== "") notify(outcome.message)
  void refreshCartCount()
}

// ---------------------------------------------------------------------------------------------
// Loading

export const pageSpec = { page: ListQuery.page }

export const activityList = resource((ids: ReadonlyArray<number>) => Api.activities(ids))
export const activityDetail = resource((id: number) => Api.activity(id))
export const cashback = resource((_: null) => Api.cashback())
export const everyday = resource((_: null) => Api.everydayPrice())
export const welfare = resource((page: number) => Api.welfare(page))
export const combinationList = resource((page: number) => Api.combinations(page))

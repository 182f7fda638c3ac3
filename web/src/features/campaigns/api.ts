/** The calls of the activity pages (/yjh, /Hdzx, /hb, /mrtj, /welfare, /zhzq). */
import type * as CartLineInput from "@mall/core/CartLineInput"
import { FormBody } from "@mall/core/FormBody"
import * as Op from "@mall/core/generated/operations"
import * as Zone from "@mall/core/Zone"
import { call, request } from "../../lib/api/client.ts"
import { missingGoesTo } from "../../lib/api/missing.ts"

/** An activity that does not exist (404) goes to /noActivity; other failures are shown. */
const noActivity = missingGoesTo(Zone.NO_ACTIVITY_PATH)

/** GET /api/campaign: the running and coming activities, or the asked ones. */
export const activities = (ids: ReadonlyArray<number>) =>
  call(Op.getCampaignList, ids.length === 0 ? {} : { params: { query: { ids: [...ids] } } })
/** GET /api/campaign/{id}. */
export const activity = (id: number) =>
  call(Op.getCampaignById, { params: { path: { id } } }, noActivity)
/** GET /api/cashback. */
export const cashback = () => call(Op.getCashback)
/** GET /api/activity/everyday_price. */
export const everydayPrice = () => call(Op.getActivityEverydayPrice)
/** GET /api/welfare. */
export const welfare = (page: number) => call(Op.getWelfare, { params: { query: { page } } })
/** GET /api/combination. */
export const combinations = (page: number) =>
  call(Op.getCombinationList, { params: { query: { page } } })
/** POST /api/cart with one combination line (goods type 3). */
export const addCombination = (line: CartLineInput.CartLineInput) =>
  request(Op.postCart, { body: FormBody.cartLines([line]) })

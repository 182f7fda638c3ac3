/** The home page's calls, each silent on failure (a block whose call fails is not shown). */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

const silent = { silent: true }

export const banners = () => call(Op.getFocus, undefined, silent)
export const rightAds = () => call(Op.getFocusRight, undefined, silent)
export const spike = () => call(Op.getIndexSpike, undefined, silent)
export const newBuyer = () => call(Op.getFocusXrtj, undefined, silent)
export const recommended = () => call(Op.getIndexWntj, undefined, silent)
export const brandFocus = () => call(Op.getFocusPpzq, undefined, silent)
export const news = () => call(Op.getFocusPostList, undefined, silent)

const ZONE_CALLS = { yx: Op.getFocusYx, zyzq: Op.getFocusZyzq, kxzq: Op.getFocusKxzq } as const

/** A zone floor: GET /api/focus/yx, /zyzq or /kxzq. */
export const zone = (key: keyof typeof ZONE_CALLS) => call(ZONE_CALLS[key], undefined, silent)

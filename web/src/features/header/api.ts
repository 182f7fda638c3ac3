/** The header's own call: the top banner ad (silent on failure, like every header call). */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

/** GET /api/ad/top. */
export const topAds = () => call(Op.getAdTop, undefined, { silent: true })

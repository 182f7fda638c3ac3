/** The search box's call: the suggestion lookup (its outcome; the machine decides what to show). */
import * as Op from "@mall/core/generated/operations"
import { request } from "../../lib/api/client.ts"

/** GET /api/goods/search: `type` 1 searches drug names, 2 makers. */
export const suggestions = (keywords: string, type: 1 | 2) =>
  request(Op.getGoodsSearch, { params: { query: { keywords, type } } })

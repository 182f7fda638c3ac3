/** The site data of GET /api/focus/common for component tests: empty menus and lists, time 0. */
import type { FocusCommon } from "../src/lib/api/schemas.ts"

export function focusCommonFixture(extra: Partial<FocusCommon> = {}): FocusCommon {
  return {
    rnss: [],
    nav: [],
    category: [],
    category_yx: [],
    category_zy: [],
    category_qx: [],
    brand: [],
    timestamp: 0,
    ...extra,
  }
}

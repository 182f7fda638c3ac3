/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Ad } from "./Ad.ts"
import { YyhSection } from "./YyhSection.ts"

export const Yyh = /*#__PURE__*/ S.Struct({ ads: S.Array(Ad), sections: S.Array(YyhSection) })

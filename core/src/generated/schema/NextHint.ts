/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const NextHint = /*#__PURE__*/ S.Struct({ hint: S.String, gap_amount: Money, reduce: Money })

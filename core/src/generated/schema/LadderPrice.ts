/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const LadderPrice = /*#__PURE__*/ S.Struct({ number: S.Int, price: Money })

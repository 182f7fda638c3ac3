/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const CartTotal = /*#__PURE__*/ S.Struct({ total: S.Int })

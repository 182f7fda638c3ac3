/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const CouponNum = /*#__PURE__*/ S.Struct({ count: S.Int })

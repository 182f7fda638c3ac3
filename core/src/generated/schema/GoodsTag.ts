/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const GoodsTag = /*#__PURE__*/ S.Struct({ name: S.String, title: S.optionalKey(S.String) })

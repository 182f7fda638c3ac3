/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const OrderProgress = /*#__PURE__*/ S.Struct({ time: S.String, text: S.String })

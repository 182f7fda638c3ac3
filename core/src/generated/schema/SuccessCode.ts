/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const SuccessCode = /*#__PURE__*/ S.Literals([10000, 200, 201])

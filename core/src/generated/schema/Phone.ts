/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Phone = /*#__PURE__*/ S.String.check(S.isPattern(/^1[3-9]\d{9}$/))

/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Money = /*#__PURE__*/ S.String.check(S.isPattern(/^-?\d+\.\d{2}$/))

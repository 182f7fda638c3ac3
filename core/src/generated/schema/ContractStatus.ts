/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const ContractStatus = /*#__PURE__*/ S.Struct({
  status: S.Literals([0, 1]),
  contract_url: S.String,
  signed_at: S.optionalKey(S.String),
})

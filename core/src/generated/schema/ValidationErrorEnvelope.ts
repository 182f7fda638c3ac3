/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const ValidationErrorEnvelope = /*#__PURE__*/ S.Struct({
  errors: S.Record(S.String, S.Array(S.String)),
})

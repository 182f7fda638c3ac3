/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const SiteQualification = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  number: S.String,
  issuer: S.String,
  valid_until: S.String,
  image: S.String,
})

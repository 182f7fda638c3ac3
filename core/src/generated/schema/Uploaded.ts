/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Uploaded = /*#__PURE__*/ S.Struct({
  url: S.String,
  name: S.String,
  type: S.Literals(["image/png", "image/jpeg", "application/pdf"]),
  size: S.Int,
})

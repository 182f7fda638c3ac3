/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const FooterHelpCategory = /*#__PURE__*/ S.Struct({
  name: S.String,
  children: S.Array(S.Struct({ name: S.String, id: S.Int, path: S.optionalKey(S.String) })),
})

/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const HotSearch = /*#__PURE__*/ S.Struct({ rnss: S.Array(S.String) })

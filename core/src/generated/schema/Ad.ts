/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Ad = /*#__PURE__*/ S.Struct({ image: S.String, url: S.String, name: S.String })

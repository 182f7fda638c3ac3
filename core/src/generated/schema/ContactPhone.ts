/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const ContactPhone = /*#__PURE__*/ S.String.check(
  S.isPattern(/^\s*(1[3-9]\d{9}|(0\d{2,3}-?|\(0\d{2,3}\))\d{7,8})\s*$/),
)

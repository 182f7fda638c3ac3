/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { FooterHelpCategory } from "../schema/FooterHelpCategory.ts"

export const getHelpCategory = /*#__PURE__*/ operation(
  "GET",
  "/api/help/category",
  S.Array(FooterHelpCategory),
)

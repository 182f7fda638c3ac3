/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CombinationPage } from "../schema/CombinationPage.ts"

export const getCombinationList = /*#__PURE__*/ operation(
  "GET",
  "/api/combination",
  CombinationPage,
)

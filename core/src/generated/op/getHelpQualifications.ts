/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { SiteQualification } from "../schema/SiteQualification.ts"

export const getHelpQualifications = /*#__PURE__*/ operation(
  "GET",
  "/api/help/qualifications",
  S.Array(SiteQualification),
)

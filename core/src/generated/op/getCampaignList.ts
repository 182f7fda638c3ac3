/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CampaignSummary } from "../schema/CampaignSummary.ts"

export const getCampaignList = /*#__PURE__*/ operation(
  "GET",
  "/api/campaign",
  S.Array(CampaignSummary),
)

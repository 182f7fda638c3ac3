/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Campaign } from "../schema/Campaign.ts"

export const getCampaignById = /*#__PURE__*/ operation("GET", "/api/campaign/{id}", Campaign)

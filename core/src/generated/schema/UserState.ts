/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { CommonConfig } from "./CommonConfig.ts"

export const UserState = /*#__PURE__*/ S.Struct({
  show: S.Literals([0, 1]),
  username: S.String,
  name: S.String,
  phone: S.String,
  company: S.String,
  face: S.String,
  rank: S.String,
  admin: S.Struct({ name: S.String, phone: S.String, is_default: S.Literals([0, 1]) }),
  address: S.String,
  is_passed: S.Literals([0, 1]),
  points: S.Int,
  cart: S.Struct({ count: S.Int }),
  message_count: S.Int,
  wechat: S.String,
  common_config: CommonConfig,
  quality_inspection: S.Struct({ quality_inspection_url: S.String, msg: S.String }),
  login_url: S.String,
  is_show_youx: S.Literals([0, 1]),
  is_special: S.Literals([0, 1]),
  is_can_chat: S.Literals([0, 1]),
  token: S.String,
  is_AfterSale: S.Literals([0, 1]),
})

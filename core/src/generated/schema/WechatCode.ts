/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const WechatCode = /*#__PURE__*/ S.Struct({ qrcode_url: S.String, expire_time: S.Int })

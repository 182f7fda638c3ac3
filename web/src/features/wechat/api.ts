/** 绑定微信's calls. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export const createCode = () => call(Op.postUserCreateCode)
export const unbind = () => request(Op.deleteUserUnbindWechat)

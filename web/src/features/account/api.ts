/** 基本信息's calls: contact name and phone, password (proved by the current password). */
import * as Op from "@mall/core/generated/operations"
import { request } from "../../lib/api/client.ts"

export const updateInfo = (name: string, phone: string) =>
  request(Op.postUserUpdateUserInfo, { body: { name, phone } })
export const changePassword = (password: string, oldPassword: string) =>
  request(Op.postUserResetPassword, { body: { password, old_password: oldPassword } })

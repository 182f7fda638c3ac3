/** The words of the login page and the e-contract page (电子合同). */
import { pageTitles, text } from "./glossary.ts"

export const auth = {
  heading: "企业会员登录",
  username: "用户名",
  password: "密码",
  submit: text["header.login"],
  noAccount: "还没有账号？",
  /** The link to password recovery (/forget/step1) beside the password. */
  forgotPassword: "忘记密码？",
} as const

/** The e-contract page (电子合同). */
export const contract = {
  status: "签署状态",
  signed: "已签署",
  unsigned: "未签署",
  signedAt: "签署时间",
  preview: pageTitles.dzht,
  agree: "我已阅读并同意以上合同条款",
  signerName: "签署人姓名",
  sign: "立即签署",
} as const

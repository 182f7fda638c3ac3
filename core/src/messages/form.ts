/** Field messages of the forms and of a cart line's quantity input. */
import { text } from "./glossary.ts"

export const form = {
  usernameRequired: "请输入用户名",
  passwordRequired: "请输入密码",
  passwordLength: "密码长度为6-20位",
  confirmRequired: "请再次输入密码",
  confirmMismatch: "两次输入的密码不一致",
  phoneRequired: "请输入手机号",
  phoneInvalid: "手机号格式不正确",
  contactPhoneRequired: "请输入联系电话",
  contactPhoneInvalid: "联系电话格式不正确",
  codeRequired: "请输入验证码",
  codeInvalid: "验证码格式不正确",
  emailInvalid: "邮箱格式不正确",
  companyRequired: "请输入企业名称",
  contactRequired: "请输入联系人",
  addressRequired: "请输入企业地址",
  licenceRequired: "请输入营业执照编号",
  drugLicenceRequired: "请输入药品经营许可证编号",
  feedbackTypeRequired: "请选择反馈类型",
  feedbackContentRequired: "请输入反馈内容",
  feedbackContentTooLong: "反馈内容不能超过500字",
  goodsNameRequired: "请输入商品名称",
  makerRequired: "请输入生产厂家",
  specRequired: "请输入规格",
  quantityRequired: "请输入求购数量",
  quantityInvalid: "求购数量须为正整数",
  consigneeRequired: "请输入收货人",
  regionRequired: "请选择省市区",
  detailRequired: "请输入详细地址",
  nameRequired: "请输入姓名",
  keywordRequired: "请输入搜索关键词",
  signerNameRequired: "请输入签署人姓名",
  signerNameLength: "签署人姓名为2-20个字",
  contractAgreeRequired: "请阅读并同意合同条款",
} as const

export const cartInput = {
  quantityNotInteger: "购买数量须为正整数",
  quantityNotPositive: "购买数量须大于0",
  outOfStock: text["goods.outOfStock"],
  notBuyable: text["goods.notBuyable"],
} as const

/** `库存仅剩{stock}{unit}` (quantity above stock). */
export const aboveStock = (stock: number, unit: string): string => `库存仅剩${stock}${unit}`

/** `已按中包装调整为{n}{unit}` (quantity rounded up to the pack multiple). */
export const packAdjusted = (n: number, unit: string): string => `已按中包装调整为${n}${unit}`

/**
 * The words of member registration (/register/…, /register/dd/…, /register/wechat) and of the
 * password recovery pages (/forget/step1-3): step names, field labels, company types, licence
 * names, the password strength meter, the SMS button and the field messages of these forms.
 */
import { pageTitles, text } from "./glossary.ts"

/** Names of the company types (单位类型) a buyer registers as. */
export const companyTypes = {
  pharmacy: "单体药店",
  chain: "连锁药店",
  clinic: "诊所",
  hospital: "医疗机构",
} as const

/** Names of the qualification documents (资质证件). */
export const licenceNames = {
  business: "营业执照",
  drug: "药品经营许可证",
  medical: "医疗机构执业许可证",
  device: "医疗器械经营许可证（备案凭证）",
  proxy: "采购委托书",
} as const

export const register = {
  heading: pageTitles.register,
  ddHeading: "单店会员注册",
  wechatHeading: pageTitles.register_wechat,
  steps: ["设置账号", "单位信息", "资质证件"],
  stepLabel: (n: number, name: string): string => `第${n}步 ${name}`,
  stepsLabel: "注册步骤",
  phone: "手机号",
  phonePlaceholder: "请输入11位手机号",
  code: "短信验证码",
  codePlaceholder: "请输入6位验证码",
  password: "设置密码",
  passwordPlaceholder: "6-20位，字母、数字、符号至少两种",
  confirm: "确认密码",
  agreePrefix: "我已阅读并同意",
  agreement: `《${pageTitles.help_yhxy}》`,
  next: "下一步",
  previous: "上一步",
  submit: "提交注册",
  company: "单位名称",
  companyType: "单位类型",
  companyTypePlaceholder: "请选择单位类型",
  region: "所在地区",
  province: "省",
  provincePlaceholder: "请选择省份",
  city: "市",
  cityPlaceholder: "请选择城市",
  district: "区/县",
  districtPlaceholder: "请选择区/县",
  address: "详细地址",
  contact: "联系人",
  scope: "经营范围",
  scopeLoading: "正在加载经营范围",
  licencesIntro: "请填写以下证件的编号和有效期，并上传清晰的证件照片；带“*”的为必填项。",
  licenceRequired: "必传",
  licenceOptional: "选传，不传可留空",
  licenceNumber: "证件编号",
  licenceValidUntil: "有效期至",
  licenceImage: "证件照片",
  upload: "上传照片",
  reupload: "重新上传",
  uploading: "上传中...",
  uploaded: "已上传",
  uploadedEarlier: "已上传的证件照片",
  uploadFailed: "上传失败，请重试",
  imageTypeInvalid: "请上传 JPG、PNG 图片或 PDF 文件",
  imageTooLarge: "文件不能超过5MB",
  doneHeading: "注册信息已提交",
  doneText: "您的资质证件正在审核中，审核通过后即可下单采购。审核期间可以登录浏览商品。",
  doneAccount: (phone: string): string => `登录账号：${phone}`,
  toLogin: "去登录",
  toHome: text["header.backHome"],
  haveAccount: "已有账号？",
  login: text["header.login"],
  ddLink: "单店注册",
  mainLink: "连锁/多门店注册",
  restartNeeded: "注册信息已失效，请从第一步重新填写",
  wechatIntro: "请绑定手机号。已注册的手机号将直接绑定到该账号并登录；新手机号将继续完成注册。",
  wechatMissing: "微信授权已失效，请重新扫码登录",
  wechatBind: "绑定并继续",
  wechatBound: "绑定成功",
  wechatNewPhone: "该手机号尚未注册，请设置登录密码后继续注册",
} as const

/** The password strength meter. */
export const strength = {
  label: "密码强度",
  levels: { weak: "弱", medium: "中", strong: "强" },
} as const

/** The SMS code button. */
export const sms = {
  send: "获取验证码",
  sending: "发送中...",
  resend: "重新获取",
  wait: (seconds: number): string => `${seconds}秒后重新获取`,
} as const

/** The password recovery pages. */
export const forget = {
  heading: pageTitles.forget_step1,
  stepsLabel: "找回密码步骤",
  steps: ["验证手机号", pageTitles.forget_step2, pageTitles.forget_step3],
  newPassword: "新密码",
  confirm: "确认新密码",
  submit: "确认修改",
  doneHeading: "密码重置成功",
  doneText: "请使用新密码登录，原密码已失效。",
  toLogin: "立即登录",
  remembered: "想起密码了？",
  restartNeeded: "验证已失效，请重新验证手机号",
} as const

/** Field messages of the registration and recovery forms. */
export const registerErrors = {
  passwordWeak: "密码须包含字母、数字、符号中的至少两种",
  agreeRequired: "请阅读并同意用户协议",
  companyLength: "单位名称为2-50个字",
  companyTypeRequired: "请选择单位类型",
  provinceRequired: "请选择省份",
  cityRequired: "请选择城市",
  districtRequired: "请选择区/县",
  addressRequired: "请输入详细地址",
  contactRequired: "请输入联系人",
  scopeRequired: "请选择经营范围",
  licenceImageRequired: (name: string): string => `请上传${name}`,
  licenceNumberRequired: (name: string): string => `请输入${name}编号`,
  licenceNumberInvalid: (name: string): string => `${name}编号格式不正确`,
  licenceDateRequired: (name: string): string => `请选择${name}有效期`,
  licenceDateInvalid: (name: string): string => `${name}有效期格式不正确`,
  licenceExpired: (name: string): string => `${name}已过期，请上传有效证件`,
} as const

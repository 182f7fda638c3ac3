/** Turns ajv request errors into our 422 `errors: {field: [message]}` in Chinese. */
import type { ErrorObject } from "ajv"
import * as Messages from "@mall/core/Messages"

/** Chinese names of the request fields the contract uses. */
const LABELS: Record<string, string> = {
  number: "购买数量",
  goods_id: "商品",
  goods_ids: "商品",
  ids: "商品",
  id: "编号",
  other_user_ids: "门店",
  is_selected: "选中状态",
  price: "价格",
  ck_id: "仓库",
  type: "类型",
  page: "页码",
  per_page: "每页条数",
  limit: "每页条数",
  keywords: "关键词",
  keyword: "关键词",
  phone: "手机号",
  name: "姓名",
  email: "邮箱",
  password: "密码",
  username: "用户名",
  content: "内容",
  status: "状态",
  address: "详细地址",
  consignee: "收货人",
  address_id: "收货地址",
  coupon_id: "优惠券",
  order_id: "订单",
  start_time: "开始时间",
  end_time: "结束时间",
  select: "分类",
  sort: "排序",
  order: "排序",
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
  if (error.keyword === "required" && typeof error.params.missingProperty === "string")
    path.push(error.params.missingProperty)
  return path.join(".") || "body"
}

/** The Chinese name of a request field (the field name itself when it has none). */
export function labelOf(field: string): string {
  const last =
    field
      .split(".")
      .filter((s) => !/^\d+$/.test(s))
      .pop() ?? field
  return LABELS[last] ?? last
}

/** A phone field whose pattern takes a landline too is a contact phone (联系电话), not a mobile. */
function acceptsLandline(error: ErrorObject): boolean {
  const pattern = (error.params as { pattern?: unknown }).pattern
  return typeof pattern === "string" && new RegExp(pattern, "u").test("020-12345678")
}

function messageFor(field: string, error: ErrorObject): string {
  const last =
    field
      .split(".")
      .filter((s) => !/^\d+$/.test(s))
      .pop() ?? field
  const label = labelOf(field)
  const limit = String((error.params as { limit?: unknown }).limit ?? "")
  if (
    last === "number" &&
    ["type", "minimum", "exclusiveMinimum", "multipleOf"].includes(error.keyword)
  ) {
    return Messages.cartInput.quantityNotInteger
  }
  if (last === "phone" && ["pattern", "format", "minLength", "maxLength"].includes(error.keyword))
    return acceptsLandline(error) ? Messages.form.contactPhoneInvalid : Messages.form.phoneInvalid
  if (last === "email" && ["pattern", "format"].includes(error.keyword))
    return Messages.form.emailInvalid
  switch (error.keyword) {
    case "required":
      return `${label}不能为空`
    case "minimum":
    case "exclusiveMinimum":
      return `${label}不能小于${limit}`
    case "maximum":
    case "exclusiveMaximum":
      return `${label}不能大于${limit}`
    case "minLength":
      return error.params.limit === 1 ? `${label}不能为空` : `${label}至少${limit}个字符`
    case "maxLength":
      return `${label}不能超过${limit}个字符`
    case "minItems":
      return `请选择${label}`
    case "maxItems":
      return `${label}数量不能超过${limit}`
    case "enum":
      return `${label}的值无效`
    default:
      return `${label}格式不正确`
  }
}

export function fieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const error of errors ?? []) {
    if (["anyOf", "oneOf", "if"].includes(error.keyword)) continue
    const field = fieldOf(error)
    const message = messageFor(field, error)
    const list = (out[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  if (Object.keys(out).length === 0 && (errors?.length ?? 0) > 0) out.body = ["请求参数格式不正确"]
  return out
}

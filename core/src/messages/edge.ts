/**
 * The words of the back end's edge: the sign-in brake, code tries and expiry, the limits on cart
 * lines, sign-ups, SMS and phone lookups, warehouses, batch delete, and refused requests. The server sends them
 * as the envelope's message; the web app shows them as it shows any server message.
 */

/** Whole minutes for a wait of `seconds` (at least 1). */
const minutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60))

export const edge = {
  /** Growing delay after failed sign-ins. */
  loginSlowDown: (seconds: number): string =>
    `登录失败次数过多，请${Math.max(1, Math.ceil(seconds))}秒后再试`,
  /** The temporary lock after many failed sign-ins. */
  loginLocked: (seconds: number): string =>
    `登录失败次数过多，账号已临时锁定，请${minutes(seconds)}分钟后再试`,
  codeWrong: "验证码错误",
  codeExpired: "验证码已过期，请重新获取",
  codeTooManyTries: "验证码错误次数过多，请重新获取",
  smsTooOften: (seconds: number): string =>
    `短信发送过于频繁，请${Math.max(1, Math.ceil(seconds))}秒后再试`,
  /** The brake on asking whether a phone is registered: the wait when known, else "later". */
  phoneLookupTooOften: (seconds?: number): string =>
    seconds === undefined
      ? "手机号查询过于频繁，请稍后再试"
      : `手机号查询过于频繁，请${Math.max(1, Math.ceil(seconds))}秒后再试`,
  signUpsPerPhone: (limit: number): string =>
    `该手机号未完成的注册过多（最多${limit}个），请完成注册或稍后再试`,
  cartLinesFull: (limit: number): string => `购物车最多可放${limit}种商品，请先清理购物车`,
  linesPerAdd: (limit: number): string => `每次最多加入${limit}种商品`,
  warehouseNotStocked: "该商品在所选仓库无货，请重新选择仓库",
  batchDeleteForeign: "部分商品不在您的购物车中，未删除任何商品",
  passwordProofRequired: "请输入当前密码或短信验证码",
  passwordCurrentWrong: "当前密码错误",
  requestTimeout: "请求超时，请重试",
  unsupportedType: "请求数据格式错误",
} as const

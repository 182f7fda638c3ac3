/** The words of the order pages (确认订单, 支付订单, 支付完成) and the coupon templates. */
import * as Money from "../Money.ts"
import type { Fen } from "../Money.ts"
import { cart } from "./cart.ts"
import { pageTitles, text } from "./glossary.ts"

export const checkout = {
  steps: [cart.heading, pageTitles.cart_step2, pageTitles.cart_step3, pageTitles.cart_step4],
  progress: "下单进度",
  address: pageTitles.zhzx_addr,
  noAddress: "暂无收货地址，请先添加",
  manageAddresses: "管理收货地址",
  defaultAddress: "默认",
  goods: "商品清单",
  coupon: pageTitles.wdqb_yhq,
  noCoupon: "不使用优惠券",
  invoice: "发票信息",
  invoiceText: `电子普通发票（抬头为开户单位名称），订单完成后可在“${pageTitles.zzfw_dzfp}”中查询下载`,
  invoiceLink: pageTitles.zzfw_dzfp,
  payType: "支付方式",
  payTypes: { wechat: "微信支付", alipay: "支付宝", balance: "余额支付" },
  remarks: "订单备注",
  remarksHint: "选填，200字以内",
  goodsAmount: "商品金额",
  couponAmount: "优惠券抵扣",
  payable: "应付金额",
  submit: "提交订单",
  backToCart: "返回购物车",
  loadFailed: "订单信息加载失败",
  noneChosen: "请先在购物车中勾选要结算的商品",
  /** Above the chosen goods that cannot be ordered. */
  unbuyableHeading: "以下商品暂无法购买",
  unbuyableHint: "请返回购物车修改后再提交订单，或只结算可购买的商品",
  noneBuyable: "所选商品均无法购买，请返回购物车重新选择",
  orderBuyableOnly: "只结算可购买的商品",
  /** `{name}（{reason}）` */
  unbuyableLine: (name: string, reason: string): string => `${name}（${reason}）`,
  shortStock: (stock: number, unit: string): string => `库存不足，仅剩${stock}${unit}`,
  /** The order creation's refusal: the goods that cannot be bought, with why. */
  refused: (list: string): string => `以下商品无法购买，未提交订单：${list}`,
  linesGone: (n: number): string => `${n}件所选商品已不在购物车中，请返回购物车重新选择`,
  /** Beside a combination line's price: the price of one set. */
  setPrice: "组合价",
  couponVariety: "指定商品可用",
  couponNoGoods: "本单没有此券指定的商品",
  /** `指定商品还差¥{amount}可用` (a variety coupon: its goods must come to more). */
  couponVarietyShortfall: (amount: Fen): string => `指定商品还差¥${Money.toYuanString(amount)}可用`,
  /** The heading of what 支付订单 says of the order. */
  orderInfo: "订单信息",
  orderSn: "订单号",
  orderAmount: "订单金额",
  payNow: "立即支付",
  payHint: "请在下单后尽快完成支付",
  hmNotice: `本订单含含麻黄碱类药品，支付后请在“${pageTitles.hmdd}”中上传回执`,
  hmLink: pageTitles.hmdd,
  alreadyPaid: "该订单已支付",
  paid: "支付成功！",
  paidAmount: "实付金额",
  viewOrder: "查看订单",
  continueShopping: "继续购物",
  myOrders: text["header.orders"],
} as const

/** `还差¥{amount}可用` (how much more the goods must come to for a coupon to apply). */
export const couponShortfall = (amount: Fen): string => `还差¥${Money.toYuanString(amount)}可用`

/**
 * The words a keyboard or screen-reader user meets in the shell and on the buying path (skip
 * link, the payment result's states) and those of the look fixes of the shell (the maker search
 * placeholder, the guest's 在线客服, the e-contract link).
 */
import { pageTitles, text } from "./glossary.ts"

export const a11y = {
  /** The skip link, first Tab stop of every page. */
  skipToMain: "跳到主要内容",
  /** /cart/step4 for an order that is still unpaid. */
  orderUnpaid: "该订单尚未支付",
  /** /cart/step4 back to the payment of the unpaid order. */
  backToPay: `返回${pageTitles.cart_step3}`,
  /** /cart/step4 for an order the server does not know (or whose state cannot be read). */
  orderUnknown: `未找到该订单的支付结果，请到“${text["header.orders"]}”中查看`,
  /** The search box's placeholder in 生产厂家 mode. */
  makerPlaceholder: `请输入${text["search.mode.maker"]}名称，如：华润三九`,
  /** 在线客服 for a guest: service needs a signed-in company. */
  serviceGuest: `${text["header.login"]}后即可咨询${text["panel.service"]}`,
  /** 在线客服 for a company without chat and without instant-message links. */
  serviceNone: `暂无${text["panel.service"]}，请拨打${text["header.hotline"]}`,
  /** The link to the contract document on /dzht. */
  viewContract: `查看${pageTitles.dzht}`,
} as const

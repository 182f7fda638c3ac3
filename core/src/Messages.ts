/**
 * The message catalogue: every Chinese string the product shows, under the keys of the product
 * wording table (glossary), verbatim. Strings with placeholders are template functions; amounts
 * are passed as fen and printed with two decimals, floored. Form and cart-input messages and the
 * interface words of the shop pages (`common`, `home`, `goodsList`, `goodsDetail`, `cart`,
 * `checkout`, `favorites`) and of the shell and account pages (`shell`, `auth`, `contract`,
 * `system`), which the wording table does not list, live here too so that views never spell text
 * themselves; where such a word is in the table, it is taken from there.
 *
 * Import it as one namespace (`import * as Messages from "@mall/core/Messages"`). Its parts live
 * in `messages/`, one module per area of the product, so that a page's words are bundled with
 * that page and the home page does not load the words of the cart or the order pages.
 */
export { text, get, pageTitles, titleJoin, drawResult, priceYuan } from "./messages/glossary.ts"
export type { TextKey, PageTitleKey } from "./messages/glossary.ts"
export {
  ladderUpTo,
  ladderFrom,
  ladderAtLeast,
  shippingItem,
  shippingOrderGap,
  manjianTier,
  manjianGap,
  couponMinimum,
} from "./messages/pricing.ts"
export { form, cartInput, aboveStock, packAdjusted } from "./messages/form.ts"
export { shell } from "./messages/shell.ts"
export { common } from "./messages/common.ts"
export { home, countdown } from "./messages/home.ts"
export { goodsList } from "./messages/goodsList.ts"
export { goodsDetail } from "./messages/goodsDetail.ts"
export { cart } from "./messages/cart.ts"
export { checkout, couponShortfall } from "./messages/checkout.ts"
export { favorites } from "./messages/favorites.ts"
export { auth, contract } from "./messages/account.ts"
export { system } from "./messages/system.ts"
export { a11y } from "./messages/a11y.ts"
export { member } from "./messages/member.ts"
export { orders } from "./messages/orders.ts"
export { edge } from "./messages/edge.ts"
export {
  register,
  strength,
  sms,
  forget,
  registerErrors,
  companyTypes,
  licenceNames,
} from "./messages/register.ts"
export { help, helpErrors, news } from "./messages/help.ts"
export { zones } from "./messages/zones.ts"
export { kit } from "./messages/kit.ts"
export { ui } from "./messages/ui.ts"
export { gallery } from "./messages/gallery.ts"

/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import type { Schema } from "effect"
import type { paths } from "./api.ts"
import type * as Op from "./operations.ts"

type DeepReadonly<T> = T extends (infer U)[]
  ? ReadonlyArray<DeepReadonly<U>>
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T
/** True when the decoded type and the contract's type accept the same values. */
type Same<A, B> = [A] extends [DeepReadonly<B>]
  ? [DeepReadonly<B>] extends [A]
    ? true
    : false
  : false
type Assert<T extends true> = T
type Data<
  P extends keyof paths,
  M extends keyof paths[P],
  St extends PropertyKey,
> = paths[P][M] extends {
  responses: { [K in St]: { content: { "application/json": { data?: infer D } } } }
}
  ? D
  : never

export type getGlobalLinks = Assert<
  Same<Schema.Schema.Type<typeof Op.getGlobalLinks.data>, Data<"/api/global/links", "get", 200>>
>
export type getIndexSpike = Assert<
  Same<Schema.Schema.Type<typeof Op.getIndexSpike.data>, Data<"/api/index/spike", "get", 200>>
>
export type getArticleCategory = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getArticleCategory.data>,
    Data<"/api/article/category", "get", 200>
  >
>
export type getIndexWntj = Assert<
  Same<Schema.Schema.Type<typeof Op.getIndexWntj.data>, Data<"/api/index_wntj/1", "get", 200>>
>
export type getFocusKxzqAd = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusKxzqAd.data>, Data<"/api/focus/kxzq_ad", "get", 200>>
>
export type getFocusNewKxzq = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusNewKxzq.data>, Data<"/api/focus/new_kxzq", "get", 200>>
>
export type getFocusRight = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusRight.data>, Data<"/api/focus/right", "get", 200>>
>
export type getFocusXrtj = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusXrtj.data>, Data<"/api/focus/xrtj", "get", 200>>
>
export type getFocusTop = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusTop.data>, Data<"/api/focus/top", "get", 200>>
>
export type getFocusPpzq = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusPpzq.data>, Data<"/api/focus/ppzq", "get", 200>>
>
export type getFocusKxzq = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusKxzq.data>, Data<"/api/focus/kxzq", "get", 200>>
>
export type getFocusZyzq = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusZyzq.data>, Data<"/api/focus/zyzq", "get", 200>>
>
export type getFocusLogin = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusLogin.data>, Data<"/api/focus/login", "get", 200>>
>
export type getFocusYx = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusYx.data>, Data<"/api/focus/yx", "get", 200>>
>
export type getFocus = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocus.data>, Data<"/api/focus", "get", 200>>
>
export type getFocusBrandById = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getFocusBrandById.data>,
    Data<"/api/focus/brand/{id}", "get", 200>
  >
>
export type getFocusPostList = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusPostList.data>, Data<"/api/focus/postList", "get", 200>>
>
export type getFocusDemo = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusDemo.data>, Data<"/api/focus/demo", "get", 200>>
>
export type getFocusCommon = Assert<
  Same<Schema.Schema.Type<typeof Op.getFocusCommon.data>, Data<"/api/focus/common", "get", 200>>
>
export type getDraw = Assert<
  Same<Schema.Schema.Type<typeof Op.getDraw.data>, Data<"/api/draw", "get", 200>>
>
export type getDrawNewRecord = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getDrawNewRecord.data>,
    Data<"/api/draw/new_record", "get", 200>
  >
>
export type getDrawActivity = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getDrawActivity.data>,
    Data<"/api/draw/{id}/activity", "get", 200>
  >
>
export type getDrawSimple = Assert<
  Same<Schema.Schema.Type<typeof Op.getDrawSimple.data>, Data<"/api/draw/simple", "get", 200>>
>
export type getDrawRecord = Assert<
  Same<Schema.Schema.Type<typeof Op.getDrawRecord.data>, Data<"/api/draw/record", "get", 200>>
>
export type getDrawAds = Assert<
  Same<Schema.Schema.Type<typeof Op.getDrawAds.data>, Data<"/api/draw/ads", "get", 200>>
>
export type getFavorite = Assert<
  Same<Schema.Schema.Type<typeof Op.getFavorite.data>, Data<"/api/favorite", "get", 200>>
>
export type postFavorite = Assert<
  Same<Schema.Schema.Type<typeof Op.postFavorite.data>, Data<"/api/favorite", "post", 200>>
>
export type postFavoriteCancel = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postFavoriteCancel.data>,
    Data<"/api/favorite/cancel", "post", 200>
  >
>
export type postCartCopy = Assert<
  Same<Schema.Schema.Type<typeof Op.postCartCopy.data>, Data<"/api/cart/copy", "post", 200>>
>
export type postCartCheckout = Assert<
  Same<Schema.Schema.Type<typeof Op.postCartCheckout.data>, Data<"/api/cart/checkout", "post", 200>>
>
export type postCartBatchDelete = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postCartBatchDelete.data>,
    Data<"/api/cart/batch_delete", "post", 200>
  >
>
export type postCartEdit = Assert<
  Same<Schema.Schema.Type<typeof Op.postCartEdit.data>, Data<"/api/cart/{id}/edit", "post", 200>>
>
export type postCartBatchSelect = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postCartBatchSelect.data>,
    Data<"/api/cart/batch_select", "post", 200>
  >
>
export type getCartTotal = Assert<
  Same<Schema.Schema.Type<typeof Op.getCartTotal.data>, Data<"/api/cart/total", "get", 200>>
>
export type getCartList = Assert<
  Same<Schema.Schema.Type<typeof Op.getCartList.data>, Data<"/api/cart/list", "get", 200>>
>
export type postCartQuickAdd = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postCartQuickAdd.data>,
    Data<"/api/cart/quick_add/{id}", "post", 200>
  >
>
export type postCart = Assert<
  Same<Schema.Schema.Type<typeof Op.postCart.data>, Data<"/api/cart", "post", 200>>
>
export type postCartNextHint = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postCartNextHint.data>,
    Data<"/api/cart/next_hint", "post", 200>
  >
>
export type getGoodsSearch = Assert<
  Same<Schema.Schema.Type<typeof Op.getGoodsSearch.data>, Data<"/api/goods/search", "get", 200>>
>
export type getGoodsHot = Assert<
  Same<Schema.Schema.Type<typeof Op.getGoodsHot.data>, Data<"/api/goods/hot", "get", 200>>
>
export type getGoodsRelation = Assert<
  Same<Schema.Schema.Type<typeof Op.getGoodsRelation.data>, Data<"/api/goods/relation", "get", 200>>
>
export type getGoodsList = Assert<
  Same<Schema.Schema.Type<typeof Op.getGoodsList.data>, Data<"/api/goods/list", "get", 200>>
>
export type getGoodsDetailById = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getGoodsDetailById.data>,
    Data<"/api/goods/detail/{id}", "get", 200>
  >
>
export type getActivityEverydayPrice = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getActivityEverydayPrice.data>,
    Data<"/api/activity/everyday_price", "get", 200>
  >
>
export type postUserCreateCode = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postUserCreateCode.data>,
    Data<"/api/user/create_code", "post", 200>
  >
>
export type deleteUserUnbindWechat = Assert<
  Same<
    Schema.Schema.Type<typeof Op.deleteUserUnbindWechat.data>,
    Data<"/api/user/unbind_wechat", "delete", 200>
  >
>
export type postUserFeedback = Assert<
  Same<Schema.Schema.Type<typeof Op.postUserFeedback.data>, Data<"/api/user/feedback", "post", 200>>
>
export type getUserBuy = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserBuy.data>, Data<"/api/user/buy", "get", 200>>
>
export type postUserBuy = Assert<
  Same<Schema.Schema.Type<typeof Op.postUserBuy.data>, Data<"/api/user/buy", "post", 200>>
>
export type getUserFastBuy = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserFastBuy.data>, Data<"/api/user/fast_buy", "get", 200>>
>
export type getUserAvailableCoupon = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getUserAvailableCoupon.data>,
    Data<"/api/user/availableCoupon", "get", 200>
  >
>
export type getUserCoupon = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserCoupon.data>, Data<"/api/user/coupon", "get", 200>>
>
export type getUserUserMoneyLog = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getUserUserMoneyLog.data>,
    Data<"/api/user/user_money_log", "get", 200>
  >
>
export type getUserUserMoney = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getUserUserMoney.data>,
    Data<"/api/user/user_money", "get", 200>
  >
>
export type getUserJyfw = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserJyfw.data>, Data<"/api/user/jyfw", "get", 200>>
>
export type postUserUpdateUserInfo = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postUserUpdateUserInfo.data>,
    Data<"/api/user/updateUserInfo", "post", 200>
  >
>
export type postUserResetPassword = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postUserResetPassword.data>,
    Data<"/api/user/resetPassword", "post", 200>
  >
>
export type getUserZizhi = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserZizhi.data>, Data<"/api/user/zizhi", "get", 200>>
>
export type getUserCouponNum = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserCouponNum.data>, Data<"/api/user/couponNum", "get", 200>>
>
export type getUserBase = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserBase.data>, Data<"/api/user/base", "get", 200>>
>
export type deleteUserLogout = Assert<
  Same<Schema.Schema.Type<typeof Op.deleteUserLogout.data>, Data<"/api/user/logout", "delete", 200>>
>
export type getUserPhoneByPhone = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getUserPhoneByPhone.data>,
    Data<"/api/user/phone/{phone}", "get", 200>
  >
>
export type getJybgFilter = Assert<
  Same<Schema.Schema.Type<typeof Op.getJybgFilter.data>, Data<"/api/jybg/filter", "get", 200>>
>
export type postAuthLogin = Assert<
  Same<Schema.Schema.Type<typeof Op.postAuthLogin.data>, Data<"/api/auth/login", "post", 200>>
>
export type postRegisterStep1 = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postRegisterStep1.data>,
    Data<"/api/register/step1", "post", 200>
  >
>
export type postRegisterStep2 = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postRegisterStep2.data>,
    Data<"/api/register/step2", "post", 200>
  >
>
export type postRegisterStep3 = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postRegisterStep3.data>,
    Data<"/api/register/step3", "post", 200>
  >
>
export type postRegisterDdStep1 = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postRegisterDdStep1.data>,
    Data<"/api/register/dd/step1", "post", 200>
  >
>
export type postRegisterDdStep2 = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postRegisterDdStep2.data>,
    Data<"/api/register/dd/step2", "post", 200>
  >
>
export type postRegisterDdStep3 = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postRegisterDdStep3.data>,
    Data<"/api/register/dd/step3", "post", 200>
  >
>
export type postRegisterWechat = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postRegisterWechat.data>,
    Data<"/api/register/wechat", "post", 200>
  >
>
export type getRegisterJyfw = Assert<
  Same<Schema.Schema.Type<typeof Op.getRegisterJyfw.data>, Data<"/api/register/jyfw", "get", 200>>
>
export type postSmsSend = Assert<
  Same<Schema.Schema.Type<typeof Op.postSmsSend.data>, Data<"/api/sms/send", "post", 200>>
>
export type postPasswordVerify = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postPasswordVerify.data>,
    Data<"/api/password/verify", "post", 200>
  >
>
export type postPasswordReset = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postPasswordReset.data>,
    Data<"/api/password/reset", "post", 200>
  >
>
export type getOrderList = Assert<
  Same<Schema.Schema.Type<typeof Op.getOrderList.data>, Data<"/api/order", "get", 200>>
>
export type postOrder = Assert<
  Same<Schema.Schema.Type<typeof Op.postOrder.data>, Data<"/api/order", "post", 200>>
>
export type getOrderById = Assert<
  Same<Schema.Schema.Type<typeof Op.getOrderById.data>, Data<"/api/order/{id}", "get", 200>>
>
export type postOrderPay = Assert<
  Same<Schema.Schema.Type<typeof Op.postOrderPay.data>, Data<"/api/order/{id}/pay", "post", 200>>
>
export type postOrderCancel = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postOrderCancel.data>,
    Data<"/api/order/{id}/cancel", "post", 200>
  >
>
export type postOrderConfirm = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postOrderConfirm.data>,
    Data<"/api/order/{id}/confirm", "post", 200>
  >
>
export type getOrderLogistics = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getOrderLogistics.data>,
    Data<"/api/order/{id}/logistics", "get", 200>
  >
>
export type getOrderCounts = Assert<
  Same<Schema.Schema.Type<typeof Op.getOrderCounts.data>, Data<"/api/order_count", "get", 200>>
>
export type postOrderRebuy = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postOrderRebuy.data>,
    Data<"/api/order/{id}/rebuy", "post", 200>
  >
>
export type getReturnList = Assert<
  Same<Schema.Schema.Type<typeof Op.getReturnList.data>, Data<"/api/returns", "get", 200>>
>
export type postReturn = Assert<
  Same<Schema.Schema.Type<typeof Op.postReturn.data>, Data<"/api/returns", "post", 200>>
>
export type getReturnById = Assert<
  Same<Schema.Schema.Type<typeof Op.getReturnById.data>, Data<"/api/returns/{id}", "get", 200>>
>
export type getAfterSaleList = Assert<
  Same<Schema.Schema.Type<typeof Op.getAfterSaleList.data>, Data<"/api/after_sales", "get", 200>>
>
export type postAfterSale = Assert<
  Same<Schema.Schema.Type<typeof Op.postAfterSale.data>, Data<"/api/after_sales", "post", 200>>
>
export type getAfterSaleById = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getAfterSaleById.data>,
    Data<"/api/after_sales/{id}", "get", 200>
  >
>
export type getAddressList = Assert<
  Same<Schema.Schema.Type<typeof Op.getAddressList.data>, Data<"/api/address", "get", 200>>
>
export type postAddress = Assert<
  Same<Schema.Schema.Type<typeof Op.postAddress.data>, Data<"/api/address", "post", 200>>
>
export type putAddress = Assert<
  Same<Schema.Schema.Type<typeof Op.putAddress.data>, Data<"/api/address/{id}", "put", 200>>
>
export type deleteAddress = Assert<
  Same<Schema.Schema.Type<typeof Op.deleteAddress.data>, Data<"/api/address/{id}", "delete", 200>>
>
export type getMessageList = Assert<
  Same<Schema.Schema.Type<typeof Op.getMessageList.data>, Data<"/api/message", "get", 200>>
>
export type postMessageRead = Assert<
  Same<Schema.Schema.Type<typeof Op.postMessageRead.data>, Data<"/api/message/read", "post", 200>>
>
export type getInvoiceList = Assert<
  Same<Schema.Schema.Type<typeof Op.getInvoiceList.data>, Data<"/api/invoice", "get", 200>>
>
export type getPointsLog = Assert<
  Same<Schema.Schema.Type<typeof Op.getPointsLog.data>, Data<"/api/points/log", "get", 200>>
>
export type getPointsGoods = Assert<
  Same<Schema.Schema.Type<typeof Op.getPointsGoods.data>, Data<"/api/points/goods", "get", 200>>
>
export type getPointsOrderList = Assert<
  Same<Schema.Schema.Type<typeof Op.getPointsOrderList.data>, Data<"/api/points/order", "get", 200>>
>
export type postPointsOrder = Assert<
  Same<Schema.Schema.Type<typeof Op.postPointsOrder.data>, Data<"/api/points/order", "post", 200>>
>
export type getCashVoucherList = Assert<
  Same<Schema.Schema.Type<typeof Op.getCashVoucherList.data>, Data<"/api/cash_voucher", "get", 200>>
>
export type getStoreList = Assert<
  Same<Schema.Schema.Type<typeof Op.getStoreList.data>, Data<"/api/store", "get", 200>>
>
export type postStoreSwitch = Assert<
  Same<Schema.Schema.Type<typeof Op.postStoreSwitch.data>, Data<"/api/store/switch", "post", 200>>
>
export type postUserZizhiRenew = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postUserZizhiRenew.data>,
    Data<"/api/user/zizhi/{id}/renew", "post", 200>
  >
>
export type getUserBuyDetail = Assert<
  Same<Schema.Schema.Type<typeof Op.getUserBuyDetail.data>, Data<"/api/user/buy/{id}", "get", 200>>
>
export type postGoodsMatch = Assert<
  Same<Schema.Schema.Type<typeof Op.postGoodsMatch.data>, Data<"/api/goods/match", "post", 200>>
>
export type getCouponCenter = Assert<
  Same<Schema.Schema.Type<typeof Op.getCouponCenter.data>, Data<"/api/coupon/center", "get", 200>>
>
export type postCouponReceive = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postCouponReceive.data>,
    Data<"/api/coupon/{id}/receive", "post", 200>
  >
>
export type getCombinationList = Assert<
  Same<Schema.Schema.Type<typeof Op.getCombinationList.data>, Data<"/api/combination", "get", 200>>
>
export type getCombinationById = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getCombinationById.data>,
    Data<"/api/combination/{id}", "get", 200>
  >
>
export type getBrandList = Assert<
  Same<Schema.Schema.Type<typeof Op.getBrandList.data>, Data<"/api/brand", "get", 200>>
>
export type getNewsList = Assert<
  Same<Schema.Schema.Type<typeof Op.getNewsList.data>, Data<"/api/news", "get", 200>>
>
export type getNewsById = Assert<
  Same<Schema.Schema.Type<typeof Op.getNewsById.data>, Data<"/api/news/{id}", "get", 200>>
>
export type getHelpCategory = Assert<
  Same<Schema.Schema.Type<typeof Op.getHelpCategory.data>, Data<"/api/help/category", "get", 200>>
>
export type getHelpArticleList = Assert<
  Same<Schema.Schema.Type<typeof Op.getHelpArticleList.data>, Data<"/api/help/article", "get", 200>>
>
export type getHelpArticleById = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getHelpArticleById.data>,
    Data<"/api/help/article/{id}", "get", 200>
  >
>
export type getHelpQualifications = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getHelpQualifications.data>,
    Data<"/api/help/qualifications", "get", 200>
  >
>
export type postHelpComplaint = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postHelpComplaint.data>,
    Data<"/api/help/complaint", "post", 200>
  >
>
export type postUpload = Assert<
  Same<Schema.Schema.Type<typeof Op.postUpload.data>, Data<"/api/upload", "post", 200>>
>
export type getHmddList = Assert<
  Same<Schema.Schema.Type<typeof Op.getHmddList.data>, Data<"/api/hmdd", "get", 200>>
>
export type postHmddReceipt = Assert<
  Same<
    Schema.Schema.Type<typeof Op.postHmddReceipt.data>,
    Data<"/api/hmdd/{id}/receipt", "post", 200>
  >
>
export type getContractStatus = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getContractStatus.data>,
    Data<"/api/contract/status", "get", 200>
  >
>
export type postContractSign = Assert<
  Same<Schema.Schema.Type<typeof Op.postContractSign.data>, Data<"/api/contract/sign", "post", 200>>
>
export type getJybgList = Assert<
  Same<Schema.Schema.Type<typeof Op.getJybgList.data>, Data<"/api/jybg", "get", 200>>
>
export type getAdTop = Assert<
  Same<Schema.Schema.Type<typeof Op.getAdTop.data>, Data<"/api/ad/top", "get", 200>>
>
export type getAdRight = Assert<
  Same<Schema.Schema.Type<typeof Op.getAdRight.data>, Data<"/api/ad/right", "get", 200>>
>
export type getCampaignList = Assert<
  Same<Schema.Schema.Type<typeof Op.getCampaignList.data>, Data<"/api/campaign", "get", 200>>
>
export type getCampaignById = Assert<
  Same<Schema.Schema.Type<typeof Op.getCampaignById.data>, Data<"/api/campaign/{id}", "get", 200>>
>
export type getCashback = Assert<
  Same<Schema.Schema.Type<typeof Op.getCashback.data>, Data<"/api/cashback", "get", 200>>
>
export type getWelfare = Assert<
  Same<Schema.Schema.Type<typeof Op.getWelfare.data>, Data<"/api/welfare", "get", 200>>
>
export type getKxzq = Assert<
  Same<Schema.Schema.Type<typeof Op.getKxzq.data>, Data<"/api/kxzq", "get", 200>>
>
export type getKxzqGoods = Assert<
  Same<Schema.Schema.Type<typeof Op.getKxzqGoods.data>, Data<"/api/kxzq/goods/{url}", "get", 200>>
>
export type getYxRule = Assert<
  Same<Schema.Schema.Type<typeof Op.getYxRule.data>, Data<"/api/yx/rule", "get", 200>>
>
export type getYyh = Assert<
  Same<Schema.Schema.Type<typeof Op.getYyh.data>, Data<"/api/yyh", "get", 200>>
>
export type getYyhGoods = Assert<
  Same<Schema.Schema.Type<typeof Op.getYyhGoods.data>, Data<"/api/yyh/goods", "get", 200>>
>
export type getYxtCategory = Assert<
  Same<Schema.Schema.Type<typeof Op.getYxtCategory.data>, Data<"/api/yxt/category", "get", 200>>
>
export type getYxtCourseList = Assert<
  Same<Schema.Schema.Type<typeof Op.getYxtCourseList.data>, Data<"/api/yxt/course", "get", 200>>
>
export type getYxtCourseById = Assert<
  Same<
    Schema.Schema.Type<typeof Op.getYxtCourseById.data>,
    Data<"/api/yxt/course/{id}", "get", 200>
  >
>

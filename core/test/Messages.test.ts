import { describe, expect, it } from "vitest"
import * as Messages from "../src/Messages.ts"
import * as Money from "../src/Money.ts"

// The product wording table (zh-CN), copied verbatim: the catalogue must say exactly this.
const wording: Record<string, string> = {
  "site.title": "医药批发商城",
  lang: "zh-CN",
  "alert.title": "温馨提示",
  "error.busy": "系统繁忙，请稍后再试",
  "error.timeout": "请求超时，请刷新页面",
  "error.timeout.button": "刷新",
  "cart.delete.confirm": "确定删除该商品吗？",
  "cart.empty": "购物车为空",
  "activity.notStarted": "活动未开始",
  "favorite.added": "收藏成功",
  "favorite.view": "查看我的收藏",
  "favorite.cancelled": "取消收藏成功",
  "search.loading": "搜索中...",
  "search.empty": "暂无数据",
  "search.hot": "热门搜索",
  "search.mode.name": "药品名称",
  "search.mode.maker": "生产厂家",
  "search.placeholder": "请输入药品名称或拼音首字母，如：gmlj",
  "search.button": "搜索",
  "manager.dedicated": "专属客服",
  "manager.default": "客户经理",
  "header.hotline": "投诉热线",
  "header.inspection": "质检报告",
  "header.logout": "退出",
  "header.memberCentre": "会员中心",
  "header.orders": "我的订单",
  "header.login": "登录",
  "header.register": "免费注册",
  "header.backHome": "返回首页",
  "header.addToDesktop": "添加到桌面",
  "header.app": "手机APP",
  "panel.cart": "购物车",
  "panel.service": "在线客服",
  "panel.account": "我的账户",
  "panel.messages": "消息",
  "panel.app": "手机APP",
  "panel.top": "返回顶部",
  "panel.total": "合计",
  "panel.settle": "去购物车结算",
  "panel.delete": "删除",
  "draw.title": "幸运抽奖",
  "draw.start": "立即抽奖",
  "draw.confirmClose": "正在抽奖中，关闭后如未显示结果，请到个人中心查看",
  "confirm.ok": "确定",
  "confirm.cancel": "取消",
  "badge.max": "99+",
  "goods.maker": "生产厂家",
  "goods.spec": "规格",
  "goods.unit": "包装单位",
  "goods.stock": "库存",
  "goods.outOfStock": "缺货",
  "goods.notBuyable": "暂不可购买",
  "goods.addToCart": "加入购物车",
  "goods.favorite": "收藏",
  "goods.unfavorite": "取消收藏",
}

describe("Messages", () => {
  it("every fixed string is the wording table's, under its key", () => {
    expect(Messages.text).toEqual(wording)
    for (const key of Object.keys(wording)) {
      expect(Messages.get(key as Messages.TextKey)).toBe(wording[key])
    }
  })
  it("page titles", () => {
    expect(Messages.pageTitles.hmdd).toBe("含麻订单回执")
    expect(Messages.pageTitles.welfare).toBe("全场94折")
    expect(Messages.pageTitles.jxqzc).toBe("近效期专场")
    expect(
      Object.values(Messages.pageTitles).every((t: string) => t.trim() === t && t.length > 0),
    ).toBe(true)
  })
  it("templates", () => {
    expect(Messages.drawResult("感冒灵", "一等奖")).toBe("恭喜您抽中感冒灵（一等奖）")
    expect(Messages.titleJoin("首页")).toBe("首页 - 医药批发商城")
    expect(Messages.titleJoin(undefined)).toBe("医药批发商城")
    expect(Messages.titleJoin("", "X")).toBe("X")
    expect(Messages.priceYuan(Money.fen(1230))).toBe("¥12.30")
    expect(Messages.ladderUpTo(10, "盒", Money.fen(1800))).toBe("10盒及以下 ¥18.00")
    expect(Messages.ladderAtLeast(10, "盒", Money.fen(1800))).toBe("满10盒 ¥18.00")
    expect(Messages.shippingItem(3, "瓶")).toBe("满3瓶包邮")
    expect(Messages.shippingOrderGap(Money.fen(5))).toBe("还差¥0.05免运费")
    expect(Messages.manjianTier(Money.yuan(300), Money.yuan(20))).toBe("满¥300.00减¥20.00")
    expect(Messages.manjianGap(Money.fen(12020), Money.yuan(50))).toBe("再买¥120.20可减¥50.00")
    expect(Messages.aboveStock(5, "盒")).toBe("库存仅剩5盒")
    expect(Messages.packAdjusted(12, "盒")).toBe("已按中包装调整为12盒")
  })
  it("shop page words reuse the wording table", () => {
    expect(Messages.common.favoriteOf("感冒灵")).toBe("收藏 感冒灵")
    expect(Messages.common.unfavoriteOf("感冒灵")).toBe("取消收藏 感冒灵")
    expect(Messages.common.deleteOf("感冒灵")).toBe("删除 感冒灵")
    expect(Messages.goodsList.searchMode).toEqual({ 1: "按药品名称", 2: "按生产厂家" })
    expect(Messages.checkout.steps).toEqual(["我的购物车", "确认订单", "支付订单", "支付完成"])
    expect(Messages.checkout.myOrders).toBe("我的订单")
    expect(Messages.checkout.hmNotice).toBe(
      "本订单含含麻黄碱类药品，支付后请在“含麻订单回执”中上传回执",
    )
    expect(Messages.home.zones).toEqual({ yx: "包邮专区", zyzq: "中药专区", kxzq: "控销专区" })
    expect(Messages.goodsDetail.home).toBe("首页")
  })
  it("shell, login and e-contract words reuse the wording table", () => {
    expect(Messages.shell.chatTitle).toBe("在线客服")
    expect(Messages.shell.qrHint).toBe("扫码下载手机APP")
    expect(Messages.auth.submit).toBe("登录")
    expect(Messages.contract.preview).toBe("电子合同")
    expect(Messages.shell.qqService(2)).toBe("QQ客服2")
    expect(Messages.shell.copyright(2025, "某某医药")).toBe("Copyright © 2025 某某医药 版权所有")
    expect(Messages.shell.copyright(2025)).toBe("Copyright © 2025 医药批发商城 版权所有")
    expect(Messages.form.contractAgreeRequired).toBe("请阅读并同意合同条款")
  })
  it("shop page templates", () => {
    expect(Messages.couponShortfall(Money.fen(1205))).toBe("还差¥12.05可用")
    expect(Messages.couponMinimum(Money.yuan(200))).toBe("满¥200.00可用")
    expect(Messages.common.gift(2)).toBe("赠品 ×2")
    expect(Messages.common.withUnit(10, "盒")).toBe("10盒")
    expect(Messages.common.page(3)).toBe("第 3 页")
    expect(Messages.goodsList.searchResult("感冒")).toBe("“感冒”的搜索结果")
    expect(Messages.cart.selectedCount(4)).toBe("已选商品 4 种")
    expect(Messages.favorites.total(7)).toBe("共 7 件")
    expect(Messages.goodsDetail.imageN(1)).toBe("查看第 1 张图片")
  })
  it("the catalogue holds no empty string, and no template makes one", () => {
    const empties: Array<string> = []
    const visit = (path: string, value: unknown): void => {
      if (typeof value === "string") {
        if (value.trim() === "") empties.push(path)
      } else if (typeof value === "function") {
        if (path === "get") return // checked above, key by key
        const fn = value as (...args: ReadonlyArray<unknown>) => unknown
        const out = fn(...Array.from({ length: fn.length }, () => 1))
        if (typeof out !== "string" || out.trim() === "") empties.push(`${path}()`)
      } else if (typeof value === "object" && value !== null) {
        for (const [k, v] of Object.entries(value)) visit(path === "" ? k : `${path}.${k}`, v)
      }
    }
    visit("", Messages)
    expect(empties).toEqual([])
    // the walk reached the shop page groups
    expect(Object.keys(Messages)).toEqual(
      expect.arrayContaining([
        ...["common", "home", "goodsList", "goodsDetail", "cart", "checkout"],
        ...["shell", "auth", "contract", "system"],
      ]),
    )
  })
})

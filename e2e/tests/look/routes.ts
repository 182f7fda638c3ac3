/**
 * A sample of every page of the route table (core `Routes.routes`, redirects and the main-site
 * exit left out), as the look checks visit it: the URL, who looks at it (the demo company or a
 * guest), what must be in place first (lines in the cart, a placed order, the earlier steps of a
 * wizard) and the widths it is drawn at. Every page is drawn at 1440 px; the buying path and the
 * member centre also at 1280 and 1920. `look.spec.ts` fails when a route of the table has no
 * sample here, so a new page is checked from the day it exists.
 */
import { expect, type Page } from "@playwright/test"
import { cartWithTwoLines, placeOrderOf } from "../a11y/axe.ts"

export type Sample = {
  /** The route's name in core's route table. */
  readonly route: string
  /** The file name of its screenshots (one sample per route, a few routes twice). */
  readonly name: string
  readonly url: string
  readonly guest?: boolean
  readonly widths: ReadonlyArray<number>
  /** Puts what the page needs in place; answers the URL to open (its ids filled in). */
  readonly prepare?: (page: Page, url: string) => Promise<string>
}

export const WIDE = [1280, 1440, 1920] as const
const ONE = [1440] as const

const withCart = async (page: Page, url: string) =>
  url.replace("{ids}", (await cartWithTwoLines(page)).join(","))
const withOrder = async (page: Page, url: string) =>
  url.replace("{order}", String(await placeOrderOf(page, await cartWithTwoLines(page))))

const SMS_CODE = "123456"

/** Registration's first step, through its form: the account of a new company. */
async function registerStep1(page: Page, start: string): Promise<void> {
  await page.goto(start)
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill("13700003333")
  await page.getByRole("button", { name: "获取验证码" }).click()
  await page.getByLabel("短信验证码").fill(SMS_CODE)
  await page.getByLabel("设置密码").fill("abc12345")
  await page.getByLabel("确认密码").fill("abc12345")
  await page.getByLabel("我已阅读并同意").check()
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page).toHaveURL(/step2$/)
}

/** Registration's second step, through its form: the company. */
async function registerStep2(page: Page): Promise<void> {
  await page.getByLabel("单位名称").fill("广州市新康大药房有限公司")
  await page.getByLabel("单位类型").selectOption({ label: "单体药店" })
  await page.getByRole("combobox", { name: "省", exact: true }).selectOption("广东省")
  await page.getByRole("combobox", { name: "市", exact: true }).selectOption("广州市")
  await page.getByLabel("区/县").selectOption("海珠区")
  await page.getByLabel("详细地址").fill("江南大道中100号")
  await page.getByLabel("联系人").fill("陈新")
  await page.getByLabel("中成药").check()
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page).toHaveURL(/step3$/)
}

/** Password recovery's first step, through its form. */
async function forgetStep1(page: Page): Promise<void> {
  await page.goto("/forget/step1")
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill("13711112222")
  await page.getByRole("button", { name: "获取验证码" }).click()
  await page.getByLabel("短信验证码").fill(SMS_CODE)
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page).toHaveURL(/\/forget\/step2$/)
}

const s = (
  route: string,
  url: string,
  more: Partial<Omit<Sample, "route" | "url">> = {},
): Sample => ({ route, url, name: more.name ?? route, widths: more.widths ?? ONE, ...more })

export const samples: ReadonlyArray<Sample> = [
  // general
  s("index", "/", { widths: WIDE }),
  s("login", "/login", { guest: true }),
  s("loading", "/loading"),
  s("loading_activity", "/loading/activity"),
  s("notFound", "/404"),
  s("noActivity", "/noActivity"),
  s("jfsc", "/jfsc"),
  s("list_other", "/list/other/301/防护消毒"),
  s("yxt", "/yxt"),
  s("yxt_details", "/yxt-details?id=1"),
  s("yxt_list", "/yxt-list?category_id=1"),
  s("dzht", "/dzht"),
  // product list and search
  s("list_index", "/list", { widths: WIDE }),
  s("list_table", "/list/table"),
  s("list_no_image", "/list/no_image"),
  s("list_info", "/list/info/1", { widths: WIDE }),
  s("search", "/search?keywords=gmlj&type=1", { widths: WIDE }),
  s("search_table", "/search/table?keywords=gmlj&type=1"),
  // cart
  s("cart", "/cart", { widths: WIDE, prepare: withCart }),
  s("cart_step2", "/cart/step2?ids={ids}", { widths: WIDE, prepare: withCart }),
  s("cart_step3", "/cart/step3/{order}", { widths: WIDE, prepare: withOrder }),
  s("cart_step4", "/cart/step4?id={order}", { widths: WIDE, prepare: withOrder }),
  s("cart_hm", "/cart/hm?id={order}", { prepare: withOrder }),
  // member area
  s("user", "/user", { widths: WIDE }),
  s("zhzx_basic", "/zhzx/basic"),
  s("zhzx_zzzj", "/zhzx/zzzj"),
  s("zhzx_ddgl", "/zhzx/ddgl"),
  s("zhzx_bdwx", "/zhzx/bdwx"),
  s("zhzx_addr", "/zhzx/addr", { widths: WIDE }),
  s("zhzx_wdxx", "/zhzx/wdxx"),
  s("zhzx_jybg", "/zhzx/jybg"),
  s("wdqb_yegl", "/wdqb/yegl"),
  s("wdqb_jfgl", "/wdqb/jfgl"),
  s("wdqb_yhq", "/wdqb/yhq"),
  s("wdqb_xjq", "/wdqb/xjq"),
  s("order", "/order", { widths: WIDE }),
  s("order", "/order?tab=returns", { name: "order_returns" }),
  s("order_info", "/order/info/{order}", { widths: WIDE, prepare: withOrder }),
  s("order_returnInfo", "/order/returnInfo/1"),
  s("order_afterSalesInfo", "/order/afterSalesInfo/2"),
  s("jfdd", "/jfdd"),
  s("hmdd", "/hmdd"),
  s("zzfw_kjcg", "/zzfw/kjcg"),
  s("zzfw_pzqg", "/zzfw/pzqg"),
  s("zzfw_pzqg_add", "/zzfw/pzqg/add"),
  s("zzfw_pzqg_info", "/zzfw/pzqg/info?id=1"),
  s("zzfw_dzfp", "/zzfw/dzfp"),
  s("zzfw_star", "/zzfw/star"),
  s("zzfw_yjfk", "/zzfw/yjfk"),
  // zones and campaigns
  s("ppzq_info", "/ppzq/info/1"),
  s("ppzq", "/ppzq"),
  s("yx", "/yx"),
  s("yx_table", "/yx/table"),
  s("yx_rule", "/yx/rule"),
  s("yjh", "/yjh/1"),
  s("hdzx", "/Hdzx/1,2,3"),
  s("zyyp", "/zyyp"),
  s("qxzq", "/qxzq"),
  s("jxqzc", "/jxqzc"),
  s("kxzq", "/kxzq"),
  s("kxzq_new", "/kxzq/new"),
  s("kxzq_goods", "/kxzq/goods/xnxg/26,27"),
  s("hb", "/hb"),
  s("mrtj", "/mrtj"),
  s("welfare", "/welfare"),
  s("lqzx", "/lqzx"),
  s("zqmb", "/zqmb"),
  s("yyh", "/yyh"),
  s("yyh_list", "/yyh/list?section=1"),
  s("hdmb", "/hdmb"),
  s("zhzq", "/zhzq"),
  // registration and password
  s("register_step1", "/register/step1", { guest: true }),
  s("register_step2", "/register/step2", {
    guest: true,
    prepare: async (page, url) => (await registerStep1(page, "/register/step1"), url),
  }),
  s("register_step3", "/register/step3", {
    guest: true,
    prepare: async (page, url) => {
      await registerStep1(page, "/register/step1")
      await registerStep2(page)
      return url
    },
  }),
  s("register_dd_step1", "/register/dd/step1", { guest: true }),
  s("register_dd_step2", "/register/dd/step2", {
    guest: true,
    prepare: async (page, url) => (await registerStep1(page, "/register/dd/step1"), url),
  }),
  s("register_dd_step3", "/register/dd/step3", {
    guest: true,
    prepare: async (page, url) => {
      await registerStep1(page, "/register/dd/step1")
      await registerStep2(page)
      return url
    },
  }),
  s("register_wechat", "/register/wechat?code=071Ab2Ga1", { guest: true }),
  s("forget_step1", "/forget/step1", { guest: true }),
  s("forget_step2", "/forget/step2", {
    guest: true,
    prepare: async (page, url) => (await forgetStep1(page), url),
  }),
  s("forget_step3", "/forget/step3", {
    guest: true,
    prepare: async (page, url) => {
      await forgetStep1(page)
      await page.getByRole("textbox", { name: "新密码", exact: true }).fill("new#pass1")
      await page.getByLabel("确认新密码").fill("new#pass1")
      await page.getByRole("button", { name: "确认修改" }).click()
      await expect(page).toHaveURL(/\/forget\/step3$/)
      return url
    },
  }),
  // help and news
  s("help_hyzc", "/help/xrzn/hyzc"),
  s("help_gwzn", "/help/xrzn/gwzn"),
  s("help_aqgy", "/help/xrzn/aqgy"),
  s("help_wzzz", "/help/fwbz/wzzz"),
  s("help_yhxy", "/help/fwbz/yhxy"),
  s("help_zskf", "/help/fwbz/zskf"),
  s("help_tsjy", "/help/us/tsjy"),
  s("help_link", "/help/us/link"),
  s("help_pay", "/help/pay"),
  s("help_ddzf", "/help/zfps/ddzf"),
  s("help_hwps", "/help/zfps/hwps"),
  s("help_ypth", "/help/zfps/ypth"),
  s("news_hy", "/news/hy"),
  s("news_company", "/news/company"),
  s("news_info", "/news/info/1/hy"),
]

/// <reference lib="dom" />
/**
 * Every member page as `demo`: the seeded data shows, nothing broken in the text (axe on every
 * page is in look/look.spec.ts); as `fresh` (no history) the empty states show; and a
 * malformed answer leaves a message, never a blank page.
 */
import { test, expect, login, submitLoginForm } from "../fixtures.ts"
import { brokenFor } from "../malformed.ts"
import { expectNoBrokenText } from "./member.ts"

const PAGES: ReadonlyArray<{
  path: string
  title: string
  shows: RegExp
  empty?: RegExp
  api?: string
}> = [
  { path: "/user", title: "会员中心", shows: /广州市康宁大药房有限公司/, api: "/api/message" },
  { path: "/zhzx/basic", title: "基本信息", shows: /联系人信息/ },
  {
    path: "/zhzx/zzzj",
    title: "资质证件",
    shows: /GSP证书/,
    empty: /暂无资质证件/,
    api: "/api/user/zizhi",
  },
  { path: "/zhzx/ddgl", title: "多门店管理", shows: /天河分店/, api: "/api/store" },
  { path: "/zhzx/bdwx", title: "绑定微信", shows: /已绑定微信/ },
  {
    path: "/zhzx/addr",
    title: "收货地址",
    shows: /仓库收货员/,
    empty: /暂无收货地址/,
    api: "/api/address",
  },
  {
    path: "/zhzx/wdxx",
    title: "我的消息",
    shows: /订单发货通知/,
    empty: /暂无消息/,
    api: "/api/message",
  },
  { path: "/zhzx/jybg", title: "检验报告", shows: /查看报告/, api: "/api/jybg" },
  {
    path: "/wdqb/yegl",
    title: "余额管理",
    shows: /余额充值/,
    empty: /暂无余额明细/,
    api: "/api/user/user_money_log",
  },
  {
    path: "/wdqb/jfgl",
    title: "积分管理",
    shows: /购物赠送积分/,
    empty: /暂无积分明细/,
    api: "/api/points/log",
  },
  {
    path: "/wdqb/yhq",
    title: "优惠券",
    shows: /满100减5元/,
    empty: /暂无优惠券/,
    api: "/api/user/coupon",
  },
  {
    path: "/wdqb/xjq",
    title: "现金券",
    shows: /新客现金券/,
    empty: /暂无现金券/,
    api: "/api/cash_voucher",
  },
  {
    path: "/zzfw/kjcg",
    title: "快速采购",
    shows: /最近购买/,
    empty: /暂无曾购商品/,
    api: "/api/user/fast_buy",
  },
  {
    path: "/zzfw/pzqg",
    title: "品种求购",
    shows: /注射用头孢曲松钠/,
    empty: /暂无求购记录/,
    api: "/api/user/buy",
  },
  { path: "/zzfw/pzqg/add", title: "新增求购", shows: /求购数量/ },
  { path: "/zzfw/pzqg/info?id=1", title: "求购详情", shows: /注射用头孢曲松钠/ },
  { path: "/zzfw/yjfk", title: "意见反馈", shows: /反馈类型/ },
]

test.describe("member pages as demo", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })
  test("every member page shows its title and its data, with no broken text", async ({ page }) => {
    for (const p of PAGES) {
      await test.step(`${p.title} ${p.path}`, async () => {
        await page.goto(p.path)
        await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible()
        await expect(page.getByText(p.shows).first()).toBeVisible()
        // the page's lists have arrived (a heading or a tab can match before they do)
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expectNoBrokenText(page)
      })
    }
  })
})

test.describe("member pages as a guest", () => {
  test("a guest is sent from every member page to the login, to come back there", async ({
    page,
  }) => {
    for (const p of PAGES) {
      await test.step(p.path, async () => {
        await page.goto(p.path)
        await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(p.path)}`)
        await expect(page.getByRole("heading", { level: 1, name: "企业会员登录" })).toBeVisible()
      })
    }
  })

  test("a guest who signs in from there is back on the member page", async ({ page }) => {
    await page.goto("/zzfw/yjfk")
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await submitLoginForm(page)
    await expect(page).toHaveURL(/\/zzfw\/yjfk$/)
    await expect(page.getByRole("heading", { level: 1, name: "意见反馈" })).toBeVisible()
    await expect(page.getByText("反馈类型")).toBeVisible()
  })
})

test.describe("member pages without history (fresh)", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, { username: "fresh", password: "demo123" })
  })
  test("every member page with a list shows its empty state", async ({ page }) => {
    for (const p of PAGES.filter((x) => x.empty !== undefined)) {
      await test.step(`${p.title} ${p.path}`, async () => {
        await page.goto(p.path)
        await expect(page.getByText(p.empty as RegExp).first()).toBeVisible()
        await expectNoBrokenText(page)
      })
    }
  })
})

test.describe("member pages with malformed answers", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })
  // one kind of broken data a page, the four in turn (../malformed.ts says why)
  for (const [i, p] of PAGES.filter((x) => x.api !== undefined).entries()) {
    const data = brokenFor(i)
    test(`${p.title}: never blank on ${data} data`, async ({ control, page }) => {
      await control.fault({ path: p.api as string, data })
      await page.goto(p.path)
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible()
      await expect(page.getByText(/加载失败|系统繁忙/).first()).toBeVisible()
      await expectNoBrokenText(page)
    })
  }
})

/**
 * The zone, campaign, training, help, news and registration pages with their main call's data
 * broken (see ../malformed.ts, one kind a page, the four in turn): each page keeps its heading,
 * says the data could not be read (on the page itself, not only in a toast, unless noted), prints
 * no NaN, undefined or null and throws nothing uncaught. The pages whose calls
 * ../zones/zones.spec.ts breaks already (/lqzx, /jfsc, /zhzq, /hb, /jxqzc) are not repeated.
 */
import type { Page } from "@playwright/test"
import { expect, login, test } from "../fixtures.ts"
import { brokenFor, expectReadableOnPage, type EveryWayCase } from "../malformed.ts"

type Case = EveryWayCase & { readonly name: string }

const zones: ReadonlyArray<Case> = [
  { name: "brand wall", url: "/ppzq", path: "/api/brand" },
  // the brand's goods still show: the toast alone says its banner and story could not be read
  { name: "brand", url: "/ppzq/info/1", path: "/api/focus/brand/*", lasting: false },
  { name: "free-shipping zone", url: "/yx", path: "/api/goods/list" },
  { name: "free-shipping rules", url: "/yx/rule", path: "/api/yx/rule" },
  { name: "activity", url: "/yjh/1", path: "/api/campaign/*" },
  { name: "activity centre", url: "/Hdzx/1,2,3", path: "/api/campaign" },
  { name: "controlled zone: right and groups", url: "/kxzq", path: "/api/kxzq" },
  { name: "controlled zone: goods", url: "/kxzq", path: "/api/focus/kxzq" },
  { name: "controlled new goods", url: "/kxzq/new", path: "/api/focus/new_kxzq" },
  { name: "controlled group", url: "/kxzq/goods/xnxg/26,27", path: "/api/kxzq/goods/*" },
  { name: "everyday price", url: "/mrtj", path: "/api/activity/everyday_price" },
  { name: "94% sale", url: "/welfare", path: "/api/welfare" },
  { name: "zone template", url: "/zqmb?id=1", path: "/api/focus/demo" },
  { name: "activity template", url: "/hdmb?id=1", path: "/api/focus/demo" },
  { name: "yyh hub", url: "/yyh", path: "/api/yyh" },
  { name: "yyh list", url: "/yyh/list?section=1", path: "/api/yyh/goods" },
  { name: "training hub: courses", url: "/yxt", path: "/api/yxt/course" },
  // the courses still show: the toast alone says the category list could not be read
  { name: "training hub: categories", url: "/yxt", path: "/api/yxt/category", lasting: false },
  { name: "training list", url: "/yxt-list?category_id=1", path: "/api/yxt/course" },
  { name: "training course", url: "/yxt-details?id=1", path: "/api/yxt/course/*" },
]

const content: ReadonlyArray<Case> = [
  { name: "help article", url: "/help/xrzn/hyzc", path: "/api/help/article/*" },
  { name: "help tree", url: "/help/xrzn/hyzc", path: "/api/help/category" },
  { name: "complaint page", url: "/help/us/tsjy", path: "/api/help/article/*" },
  { name: "site qualifications", url: "/help/fwbz/wzzz", path: "/api/help/qualifications" },
  { name: "industry news", url: "/news/hy", path: "/api/news" },
  { name: "company news", url: "/news/company", path: "/api/news" },
  { name: "news item", url: "/news/info/1/hy", path: "/api/news/*" },
]

test.describe("content pages never go blank on broken data", () => {
  test.beforeEach(async ({ control }) => {
    await control.account({ username: "demo", contract_signed: 1 })
  })
  for (const [i, c] of [...zones, ...content].entries()) {
    const broken = brokenFor(i)
    test(`${c.name} (${c.url}, ${c.path}, data ${broken})`, async ({ page, control }) => {
      await login(page)
      await expectReadableOnPage(page, control, c, broken)
    })
  }
})

/** Step 1 of the registration through the form (the dev back end's SMS code is 123456). */
async function startRegistration(page: Page): Promise<void> {
  await page.goto("/register/step1")
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill("13700004444")
  await page.getByRole("button", { name: "获取验证码" }).click()
  await expect(page.getByRole("button", { name: /\d+秒后重新获取/ })).toBeDisabled()
  await page.getByLabel("短信验证码").fill("123456")
  await page.getByLabel("设置密码").fill("abc12345")
  await page.getByLabel("确认密码").fill("abc12345")
  await page.getByLabel("我已阅读并同意").check()
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page).toHaveURL(/\/register\/step2$/)
}

test("registration step 2: business scopes (/api/register/jyfw)", async ({ page, control }) => {
  await startRegistration(page)
  await expectReadableOnPage(
    page,
    control,
    { url: "/register/step2", path: "/api/register/jyfw" },
    "nonjson",
  )
  // the step itself is still there to fill in
  await expect(page.getByLabel("单位名称")).toBeVisible()
})

/// <reference lib="dom" />
/** Help centre and news: each help page's article, footer links, qualifications, complaints, news paging. */
import { test, expect } from "../fixtures.ts"
import { seriousViolations } from "../shell/shell.ts"

const HELP_PAGES: [string, string][] = [
  ["/help/xrzn/hyzc", "会员注册指南"],
  ["/help/xrzn/gwzn", "购物指南"],
  ["/help/xrzn/aqgy", "安全购药"],
  ["/help/fwbz/wzzz", "网站资质"],
  ["/help/fwbz/yhxy", "用户协议"],
  ["/help/fwbz/zskf", "专属客服"],
  ["/help/us/tsjy", "投诉建议"],
  ["/help/us/link", "联系我们"],
  ["/help/pay", "支付方式"],
  ["/help/zfps/ddzf", "订单支付"],
  ["/help/zfps/hwps", "货物配送"],
  ["/help/zfps/ypth", "药品退换"],
]

test.describe("help centre", () => {
  // every page's axe scan is in look/look.spec.ts; here what the tree and the article say
  test(`each of the ${HELP_PAGES.length} help pages shows its article, marked in the tree`, async ({
    page,
    control: _,
  }) => {
    for (const [path, title] of HELP_PAGES) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
        const tree = page.getByRole("navigation", { name: "帮助分类" })
        await expect(tree.getByRole("link", { name: title })).toHaveAttribute(
          "aria-current",
          "page",
        )
      })
    }
  })

  test("a footer link opens its article by id; the site's licences are listed", async ({
    page,
    control: _,
  }) => {
    await page.goto("/")
    await page.getByRole("contentinfo").getByRole("link", { name: "网站资质" }).click()
    await expect(page).toHaveURL(/\/help\/xrzn\/hyzc\?id=4$/)
    await expect(page.getByRole("heading", { level: 1, name: "网站资质" })).toBeVisible()
    const table = page.getByRole("table", { name: "网站资质" })
    await expect(table.getByRole("cell", { name: "粤AA0200001" })).toBeVisible()
    await expect(table.getByRole("cell", { name: "互联网药品信息服务资格证书" })).toBeVisible()
  })

  test("a guest's complaint needs a phone or an e-mail in the right form", async ({
    page,
    control: _,
  }) => {
    await page.goto("/help/us/tsjy")
    const form = page.getByRole("form", { name: "提交投诉或建议" })
    await form.getByLabel("内容").fill("发票迟迟未开具，请尽快处理")
    await form.getByRole("button", { name: "提交" }).click()
    await expect(form.getByText("请填写手机号或邮箱")).toBeVisible()
    await form.getByLabel("联系电话").fill("12345")
    await form.getByRole("button", { name: "提交" }).click()
    await expect(form.getByText("联系电话格式不正确")).toBeVisible()
    await form.getByLabel("联系电话").fill("")
    await form.getByLabel("电子邮箱").fill("zhang@")
    await form.getByRole("button", { name: "提交" }).click()
    await expect(form.getByText("邮箱格式不正确")).toBeVisible()
    // the form with its messages is checked before the toast fades in (axe reads a half-faded
    // toast's colours as low contrast)
    expect(await seriousViolations(page)).toEqual([])
    await form.getByLabel("电子邮箱").fill("zhang@example.com")
    await form.getByRole("button", { name: "提交" }).click()
    await expect(page.getByRole("status").getByText("提交成功，我们会尽快处理")).toBeVisible()
  })

  test("the server's 422 lands on its field", async ({ page, control }) => {
    await control.fault({
      path: "/api/help/complaint",
      code: 422,
      message: "联系电话已被限制",
      errors: { phone: ["联系电话已被限制"] },
      times: 1,
    })
    await page.goto("/help/us/tsjy")
    const form = page.getByRole("form", { name: "提交投诉或建议" })
    await form.getByLabel("内容").fill("送货员态度不好")
    await form.getByLabel("联系电话").fill("020-12345678")
    await form.getByRole("button", { name: "提交" }).click()
    await expect(form.getByText("联系电话已被限制")).toBeVisible()
    await expect(form.getByLabel("联系电话")).toHaveAttribute("aria-invalid", "true")
  })

  test("an article that does not exist says so, beside the tree, with no 重新加载", async ({
    page,
    control: _,
  }) => {
    await page.goto("/help/xrzn/hyzc?id=99999")
    await expect(
      page.getByRole("alert").filter({ hasText: "该帮助文章不存在或已下线" }),
    ).toBeVisible()
    await expect(page.getByRole("button", { name: "重新加载" })).toHaveCount(0)
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
  })

  test("an article or the licences that could not be read say 加载失败; 重新加载 shows them", async ({
    page,
    control,
  }) => {
    await control.fault({ path: "/api/help/article/4", method: "GET", code: 500, times: 1 })
    await control.fault({ path: "/api/help/qualifications", method: "GET", code: 500, times: 1 })
    await page.goto("/help/xrzn/hyzc?id=4")
    const failed = page.getByRole("alert").filter({ hasText: "加载失败" })
    await expect(failed).toBeVisible()
    await expect(page.getByText("该帮助文章不存在或已下线")).toHaveCount(0)
    await failed.getByRole("button", { name: "重新加载" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "网站资质" })).toBeVisible()
    // the article is back; the licences below it failed in their turn
    await expect(page.getByRole("table", { name: "网站资质" })).toHaveCount(0)
    await failed.getByRole("button", { name: "重新加载" }).click()
    await expect(page.getByRole("table", { name: "网站资质" })).toBeVisible()
    await expect(failed).toHaveCount(0)
  })
})

test.describe("news", () => {
  test("industry news pages, an item with previous and next (axe clean)", async ({
    page,
    control: _,
  }) => {
    await page.goto("/news/hy")
    await expect(page.getByRole("heading", { level: 1, name: "行业资讯" })).toBeVisible()
    const items = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("time") })
    await expect(items).toHaveCount(10)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole("link", { name: "第 2 页" }).click()
    await expect(page).toHaveURL(/\/news\/hy\?page=2$/)
    await expect(items).toHaveCount(2)
    const second = items.nth(0).getByRole("link")
    const title = (await second.textContent()) ?? ""
    await second.click()
    await expect(page).toHaveURL(/\/news\/info\/\d+\/hy$/)
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(/^发布时间：/)).toBeVisible()
    await expect(page.getByText(/^上一篇：/).getByRole("link")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test("company news is its own list", async ({ page, control: _ }) => {
    await page.goto("/news/company")
    await expect(page.getByRole("heading", { level: 1, name: "公司新闻" })).toBeVisible()
    await expect(page.getByRole("link", { name: "商城上线拼音首字母快速搜索功能" })).toBeVisible()
    await page.getByRole("link", { name: "商城上线拼音首字母快速搜索功能" }).click()
    await expect(page.getByText("上一篇：没有了")).toBeVisible()
  })

  test("the home page's 商城资讯 opens each item in its own list, company news as well", async ({
    page,
    control: _,
  }) => {
    await page.goto("/")
    const block = page.getByRole("region", { name: "商城资讯" })
    const company = block.getByRole("link", { name: "商城上线拼音首字母快速搜索功能" })
    await expect(company).toHaveAttribute("href", /^\/news\/info\/\d+\/company$/)
    await company.click()
    await expect(
      page.getByRole("heading", { level: 1, name: "商城上线拼音首字母快速搜索功能" }),
    ).toBeVisible()
    await expect(page.getByText("上一篇：没有了")).toBeVisible()
    await page.goBack()
    const hrefs = await block
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/news\/info\/\d+\/(hy|company)$/)
  })

  test("an item that does not exist, or not of that type, says so and links to its list", async ({
    page,
    control: _,
  }) => {
    await page.goto("/news/info/99999/company")
    await expect(page).toHaveTitle("资讯详情 - 医药批发商城")
    const notice = page.getByRole("alert").filter({ hasText: "该资讯不存在或已下线" })
    await expect(notice).toBeVisible()
    await expect(page.getByRole("button", { name: "重新加载" })).toHaveCount(0)
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    await notice.getByRole("link", { name: "返回列表" }).click()
    await expect(page).toHaveURL(/\/news\/company$/)
    // an industry item asked for as company news
    const hy = (await (await page.request.get("/api/news?type=hy&page=1")).json()) as {
      data: { data: { id: number }[] }
    }
    await page.goto(`/news/info/${hy.data.data[0]!.id}/company`)
    await expect(notice).toBeVisible()
  })
})

/**
 * Registration and password recovery in the browser: a new company through the three
 * steps then signs in; a forgotten password is reset and the new one signs in (the old one no
 * longer does); a wrong SMS code says so; axe finds nothing on the forms.
 */
import type { Page } from "@playwright/test"
import { axeViolations } from "../a11y/axe.ts"
import { expect, test } from "../fixtures.ts"

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)
const CODE = "123456" // the dev back end's SMS code

async function loginCode(page: Page, username: string, password: string): Promise<number> {
  const res = await page.request.post("/api/auth/login", { form: { username, password } })
  return ((await res.json()) as { code: number }).code
}

test.beforeEach(async ({ control }) => {
  await control.reset()
})

test("a new company registers in three steps and signs in", async ({ page }) => {
  const phone = "13700002222"
  const password = "abc12345"
  await page.goto("/register")
  await expect(page).toHaveURL(/\/register\/step1$/)
  await expect(page.getByRole("heading", { level: 1, name: "会员注册" })).toBeVisible()
  await expect(page.getByRole("list", { name: "注册步骤" }).getByRole("listitem")).toHaveText([
    "1设置账号",
    "2单位信息",
    "3资质证件",
  ])
  await expect(page.getByRole("link", { name: "忘记密码？" })).toHaveAttribute(
    "href",
    "/forget/step1",
  )
  expect(await axeViolations(page)).toEqual([])

  // every field is checked before anything is sent
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page.getByText("请阅读并同意用户协议")).toBeVisible()

  await page.getByRole("textbox", { name: "手机号", exact: true }).fill(phone)
  await page.getByRole("button", { name: "获取验证码" }).click()
  await expect(page.getByRole("button", { name: /\d+秒后重新获取/ })).toBeDisabled()
  await page.getByLabel("短信验证码").fill(CODE)
  await page.getByLabel("设置密码").fill("abc")
  await expect(page.getByText("密码强度弱")).toBeVisible()
  await page.getByLabel("设置密码").fill(password)
  await expect(page.getByText("密码强度中")).toBeVisible()
  await page.getByLabel("确认密码").fill(password)
  await page.getByLabel("我已阅读并同意").check()
  await expect(page.getByRole("link", { name: "《用户协议》" })).toHaveAttribute(
    "href",
    "/help/fwbz/yhxy",
  )
  await page.getByRole("button", { name: "下一步" }).click()

  await expect(page).toHaveURL(/\/register\/step2$/)
  await page.getByLabel("单位名称").fill("广州市新康大药房有限公司")
  await page.getByLabel("单位类型").selectOption({ label: "单体药店" })
  // 省, 市 and 区/县 are picked in turn: each list holds the places of the one before
  const city = page.getByRole("combobox", { name: "市", exact: true })
  await expect(city).toBeDisabled()
  await page.getByRole("combobox", { name: "省", exact: true }).selectOption("广东省")
  await expect(city.locator("option", { hasText: "深圳市" })).toHaveCount(1)
  await city.selectOption("深圳市")
  await page.getByLabel("区/县").selectOption("南山区")
  // another city clears a district that is not its own
  await city.selectOption("广州市")
  await expect(page.getByLabel("区/县")).toHaveValue("")
  await page.getByLabel("区/县").selectOption("海珠区")
  await page.getByLabel("详细地址").fill("江南大道中100号")
  // no scope chosen: said so, nothing sent
  await page.getByLabel("联系人").fill("陈新")
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "请选择经营范围" })).toBeVisible()
  await page.getByLabel("中成药").check()
  // what was typed survives a reload
  await page.reload()
  await expect(page.getByLabel("单位名称")).toHaveValue("广州市新康大药房有限公司")
  await expect(page.getByLabel("区/县")).toHaveValue("海珠区")
  await expect(page.getByLabel("中成药")).toBeChecked()
  await page.getByRole("button", { name: "下一步" }).click()

  await expect(page).toHaveURL(/\/register\/step3$/)
  await expect(page.getByTestId("licence-medical")).toHaveCount(0)
  for (const [name, number] of [
    ["营业执照", "91440101MA5CXXXX1"],
    ["药品经营许可证", "粤AA0201001"],
  ] as const) {
    await page.getByLabel(`${name}证件编号`).fill(number)
    await page.getByLabel(`${name}有效期至`).fill("2035-12-31")
    await page
      .getByLabel(`${name}证件照片`)
      .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG })
  }
  await expect(page.getByText("已上传")).toHaveCount(2)
  // the limits are said before choosing; a chosen picture is shown, and can be taken off
  const business = page.getByTestId("licence-business")
  await expect(business.getByText("支持 PNG、JPG、PDF 格式，单个文件不超过512KB")).toBeVisible()
  await expect(business.getByRole("img", { name: "licence.png 预览" })).toBeVisible()
  await business.getByRole("button", { name: "移除 licence.png" }).click()
  await expect(page.getByText("已上传")).toHaveCount(1)
  await expect(business.getByText("未选择文件")).toBeVisible()
  await page
    .getByLabel("营业执照证件照片")
    .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG })
  await expect(page.getByText("已上传")).toHaveCount(2)
  await page.getByRole("button", { name: "提交注册" }).click()
  await expect(page.getByRole("heading", { name: "注册信息已提交" })).toBeVisible()
  await expect(page.getByText(/审核/).first()).toBeVisible()
  await expect(page.getByRole("link", { name: "去登录" })).toHaveAttribute("href", "/login")
  expect(await axeViolations(page)).toEqual([])

  expect(await loginCode(page, phone, password)).toBe(10000)
})

test("a forgotten password is reset; the new one signs in, the old one no longer", async ({
  page,
}) => {
  // reached from the login page
  await page.goto("/login")
  await page.getByRole("link", { name: "忘记密码？" }).click()
  await expect(page).toHaveURL(/\/forget\/step1$/)
  await expect(page.getByRole("heading", { level: 1, name: "忘记密码" })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill("13711112222")
  await page.getByRole("button", { name: "获取验证码" }).click()
  await expect(page.getByRole("button", { name: /\d+秒后重新获取/ })).toBeDisabled()
  await page.getByLabel("短信验证码").fill(CODE)
  await page.getByRole("button", { name: "下一步" }).click()

  await expect(page).toHaveURL(/\/forget\/step2$/)
  await page.getByRole("textbox", { name: "新密码", exact: true }).fill("new#pass1")
  await page.getByLabel("确认新密码").fill("new#pass2")
  await page.getByRole("button", { name: "确认修改" }).click()
  await expect(page.getByText("两次输入的密码不一致").first()).toBeVisible()
  await page.getByLabel("确认新密码").fill("new#pass1")
  await page.getByRole("button", { name: "确认修改" }).click()

  await expect(page).toHaveURL(/\/forget\/step3$/)
  await expect(page.getByRole("heading", { name: "密码重置成功" })).toBeVisible()
  await expect(
    page.getByRole("list", { name: "找回密码步骤" }).locator("[aria-current]"),
  ).toHaveCount(0)
  await expect(page.getByRole("link", { name: "立即登录" })).toHaveAttribute("href", "/login")
  expect(await loginCode(page, "manager", "demo123")).not.toBe(10000)
  expect(await loginCode(page, "manager", "new#pass1")).toBe(10000)
})

test("a wrong SMS code says so and goes no further", async ({ page }) => {
  await page.goto("/forget/step1")
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill("13711112222")
  await page.getByRole("button", { name: "获取验证码" }).click()
  await expect(page.getByRole("button", { name: /\d+秒后重新获取/ })).toBeDisabled()
  await page.getByLabel("短信验证码").fill("111111")
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "验证码错误" }).first()).toBeVisible()
  await expect(page.getByLabel("短信验证码")).toHaveAttribute("aria-invalid", "true")
  await expect(page).toHaveURL(/\/forget\/step1$/)
})

/** Fills step 2 (the company) for a company type and goes on. */
async function fillCompany(page: Page, company: string, type: string): Promise<void> {
  await page.getByLabel("单位名称").fill(company)
  await page.getByLabel("单位类型").selectOption({ label: type })
  await page.getByRole("combobox", { name: "省", exact: true }).selectOption("广东省")
  await page.getByRole("combobox", { name: "市", exact: true }).selectOption("佛山市")
  await page.getByLabel("区/县").selectOption("南海区")
  await page.getByLabel("详细地址").fill("桂城街道南海大道1号")
  await page.getByLabel("联系人").fill("梁医生")
  await page.getByLabel("中成药").check()
  await page.getByRole("button", { name: "下一步" }).click()
}

test("the single-store variant offers its own company types and registers in three steps", async ({
  page,
}) => {
  const phone = "13700003333"
  const password = "clinic#8"
  await page.goto("/register/dd/step1")
  await expect(page.getByRole("heading", { level: 1, name: "单店会员注册" })).toBeVisible()
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill(phone)
  await page.getByRole("button", { name: "获取验证码" }).click()
  await expect(page.getByRole("button", { name: /\d+秒后重新获取/ })).toBeDisabled()
  await page.getByLabel("短信验证码").fill(CODE)
  await page.getByLabel("设置密码").fill(password)
  await page.getByLabel("确认密码").fill(password)
  await page.getByLabel("我已阅读并同意").check()
  await page.getByRole("button", { name: "下一步" }).click()

  await expect(page).toHaveURL(/\/register\/dd\/step2$/)
  // a single store registers as a pharmacy or a clinic only (waited for: step 2 may still be loading)
  await expect(page.getByLabel("单位类型").locator("option")).toHaveText([
    "请选择单位类型",
    "单体药店",
    "诊所",
  ])
  await fillCompany(page, "佛山市南海区仁心诊所", "诊所")

  await expect(page).toHaveURL(/\/register\/dd\/step3$/)
  // a clinic uploads its practice licence, not a drug trading licence
  await expect(page.getByTestId("licence-drug")).toHaveCount(0)
  for (const [name, number] of [
    ["营业执照", "91440605MA5DXXXX2"],
    ["医疗机构执业许可证", "PDY12345644060517A1002"],
  ] as const) {
    await page.getByLabel(`${name}证件编号`).fill(number)
    await page.getByLabel(`${name}有效期至`).fill("2034-06-30")
    await page
      .getByLabel(`${name}证件照片`)
      .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG })
  }
  await expect(page.getByText("已上传")).toHaveCount(2)
  await page.getByRole("button", { name: "提交注册" }).click()
  await expect(page.getByRole("heading", { name: "注册信息已提交" })).toBeVisible()
  expect(await loginCode(page, phone, password)).toBe(10000)
})

test("WeChat bind: a registered phone is bound to the WeChat sign-in and signed in", async ({
  page,
}) => {
  await page.goto("/register/wechat?code=071Ab2Ga1&state=mall")
  await expect(page.getByRole("heading", { level: 1, name: "微信注册" })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill("13912345678")
  await page.getByRole("button", { name: "获取验证码" }).click()
  await expect(page.getByRole("button", { name: /\d+秒后重新获取/ })).toBeDisabled()
  // a wrong code says so, on its field
  await page.getByLabel("短信验证码").fill("111111")
  await page.getByRole("button", { name: "绑定并继续" }).click()
  await expect(page.getByLabel("短信验证码")).toHaveAttribute("aria-invalid", "true")
  // a registered phone is never asked for a password
  await expect(page.getByLabel("设置密码")).toHaveCount(0)
  await page.getByLabel("短信验证码").fill(CODE)
  await page.getByRole("button", { name: "绑定并继续" }).click()
  await expect(page).toHaveURL(/\/$/)
  // the home page's header greets the company, signed in
  await expect(page.getByText("广州市康宁大药房有限公司")).toBeVisible()
  await expect(page.getByRole("button", { name: "退出" })).toBeVisible()
  const base = await page.request.get("/api/user/base")
  const user = ((await base.json()) as { data: { username: string; wechat: string } }).data
  expect(user.username).toBe("demo")
  expect(user.wechat).not.toBe("")
})

test("WeChat bind: a new phone sets a password and goes on to registration step 2", async ({
  page,
}) => {
  await page.goto("/register/wechat?code=071Xy9Zz2")
  await page.getByRole("textbox", { name: "手机号", exact: true }).fill("13700004444")
  await expect(page.getByText("该手机号尚未注册，请设置登录密码后继续注册")).toBeVisible()
  await page.getByRole("button", { name: "获取验证码" }).click()
  await expect(page.getByRole("button", { name: /\d+秒后重新获取/ })).toBeDisabled()
  await page.getByLabel("短信验证码").fill(CODE)
  await page.getByRole("button", { name: "绑定并继续" }).click()
  await expect(page.getByText("请输入密码").first()).toBeVisible()
  await page.getByLabel("设置密码").fill("wx#pass1")
  await page.getByLabel("确认密码").fill("wx#pass1")
  // a reload keeps WeChat's code and the phone (never the password)
  await page.reload()
  await expect(page.getByRole("textbox", { name: "手机号", exact: true })).toHaveValue(
    "13700004444",
  )
  await expect(page.getByLabel("设置密码")).toHaveValue("")
  await page.getByLabel("短信验证码").fill(CODE)
  await page.getByLabel("设置密码").fill("wx#pass1")
  await page.getByLabel("确认密码").fill("wx#pass1")
  await page.getByRole("button", { name: "绑定并继续" }).click()

  await expect(page).toHaveURL(/\/register\/step2$/)
  await fillCompany(page, "佛山市禅城区微信大药房", "单体药店")
  await expect(page).toHaveURL(/\/register\/step3$/)
})

test("WeChat bind without WeChat's code asks to scan again", async ({ page }) => {
  await page.goto("/register/wechat")
  await expect(
    page.getByRole("alert").filter({ hasText: "微信授权已失效，请重新扫码登录" }),
  ).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "登录" }).first()).toHaveAttribute(
    "href",
    "/login",
  )
  await expect(page.getByRole("button", { name: "绑定并继续" })).toHaveCount(0)
})

test("/login: after the header the form's first field is the first stop, the ad after the form", async ({
  page,
}) => {
  await page.goto("/login")
  const ad = page.locator("main a:has(img)")
  await expect(ad).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: "跳到主要内容" })).toBeFocused()
  await page.keyboard.press("Enter")
  const stops = [
    page.getByLabel("用户名"),
    page.getByLabel("密码"),
    page.getByRole("link", { name: "忘记密码？" }),
    page.getByRole("button", { name: "登录", exact: true }),
    page.getByRole("link", { name: "免费注册" }),
    ad,
  ]
  for (const stop of stops) {
    await page.keyboard.press("Tab")
    await expect(stop).toBeFocused()
  }
})

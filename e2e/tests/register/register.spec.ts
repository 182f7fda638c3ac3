/**
 * Registration and password recovery in the browser (issue 13): a new company through the three
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
  await page.getByRole("combobox", { name: "省", exact: true }).selectOption("广东省")
  await page.getByRole("textbox", { name: "市", exact: true }).fill("广州市")
  await page.getByLabel("区/县").fill("海珠区")
  await page.getByLabel("详细地址").fill("江南大道中100号")
  // no scope chosen: said so, nothing sent
  await page.getByLabel("联系人").fill("陈新")
  await page.getByRole("button", { name: "下一步" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "请选择经营范围" })).toBeVisible()
  await page.getByLabel("中成药").check()
  // what was typed survives a reload
  await page.reload()
  await expect(page.getByLabel("单位名称")).toHaveValue("广州市新康大药房有限公司")
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
  await page.goto("/forget/step1")
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

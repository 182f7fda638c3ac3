/**
 * Shared fixtures for the browser tests: `control` drives the dev back end's control API (reset to
 * the seed, account flags, fault injection, clock), and `login` signs a demo company in through the
 * real login call, so the HttpOnly session cookie lands in the page's own cookie jar.
 */
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test"
import type { FaultSpec } from "../../mock-server/src/state/faults.ts"

/** A fault for the dev back end to inject: the control API's own type. */
export type Fault = FaultSpec

export class Control {
  constructor(private readonly request: APIRequestContext) {}

  async reset(): Promise<void> {
    const res = await this.request.post("/__control/reset")
    expect(res.ok(), "control reset").toBeTruthy()
  }

  async fault(fault: Fault): Promise<void> {
    const res = await this.request.post("/__control/fault", { data: fault })
    expect(res.ok(), `control fault ${fault.path}`).toBeTruthy()
  }

  async clearFaults(): Promise<void> {
    await this.request.delete("/__control/fault")
  }

  async account(flags: Record<string, unknown>): Promise<void> {
    const res = await this.request.post("/__control/account", { data: flags })
    expect(res.ok(), "control account").toBeTruthy()
  }

  async clock(body: {
    set?: string | number
    frozen?: boolean
    advance?: string | number
    reset?: boolean
  }): Promise<void> {
    const res = await this.request.post("/__control/clock", { data: body })
    expect(res.ok(), "control clock").toBeTruthy()
  }
}

export const demoAccount = { username: "demo", password: "demo123" }

export async function login(page: Page, account = demoAccount): Promise<void> {
  const res = await page.request.post("/api/auth/login", {
    form: { username: account.username, password: account.password },
  })
  expect(res.ok(), `login ${account.username}`).toBeTruthy()
}

/** Fills the form of the open login page and presses 登录. */
export async function submitLoginForm(page: Page, account = demoAccount): Promise<void> {
  await page.getByLabel("用户名").fill(account.username)
  await page.getByLabel("密码").fill(account.password)
  await page.getByRole("button", { name: "登录", exact: true }).click()
}

export const test = base.extend<{ control: Control }>({
  control: async ({ request }, use) => {
    const control = new Control(request)
    await control.reset()
    await use(control)
    await control.clearFaults()
  },
})

export { expect }

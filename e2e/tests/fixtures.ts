/**
 * Shared fixtures for the browser tests: `control` drives the dev back end's control API (reset to
 * the seed, account flags, fault injection, clock), sending the run's secret header (the back end
 * answers the control API only with it: playwright.config.ts makes it up and passes it on), and
 * `login` signs a demo company in through the real login call, so the HttpOnly session cookie
 * lands in the page's own cookie jar.
 */
import { baseURLOf } from "../playwright.config.ts"
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test"
import type { FaultSpec } from "../../mock-server/src/state/faults.ts"

/** A fault for the dev back end to inject: the control API's own type. */
export type Fault = FaultSpec

/** The header with the control API's secret, for a control call made outside `Control`. */
export function controlHeaders(): Record<string, string> {
  const secret = process.env.MALL_CONTROL_SECRET
  if (!secret) throw new Error("MALL_CONTROL_SECRET is not set (playwright.config.ts sets it)")
  return { "x-mall-control": secret }
}

export class Control {
  constructor(private readonly request: APIRequestContext) {}

  /** Back to the seed; `keepClock` seeds it at the clock's time (set with `clock` first). */
  async reset(options: { keepClock?: boolean } = {}): Promise<void> {
    const res = await this.request.post("/__control/reset", {
      headers: controlHeaders(),
      ...(options.keepClock === true ? { data: { keepClock: true } } : {}),
    })
    expect(res.ok(), "control reset").toBeTruthy()
  }

  async fault(fault: Fault): Promise<void> {
    const res = await this.request.post("/__control/fault", {
      data: fault,
      headers: controlHeaders(),
    })
    expect(res.ok(), `control fault ${fault.path}`).toBeTruthy()
  }

  async clearFaults(): Promise<void> {
    await this.request.delete("/__control/fault", { headers: controlHeaders() })
  }

  async account(flags: Record<string, unknown>): Promise<void> {
    const res = await this.request.post("/__control/account", {
      data: flags,
      headers: controlHeaders(),
    })
    expect(res.ok(), "control account").toBeTruthy()
  }

  async clock(body: {
    set?: string | number
    frozen?: boolean
    advance?: string | number
    reset?: boolean
  }): Promise<void> {
    const res = await this.request.post("/__control/clock", {
      data: body,
      headers: controlHeaders(),
    })
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
  // each worker drives its own back end (playwright.config.ts starts one per worker)
  // Playwright reads a fixture's dependencies from its first parameter: this one has none
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(baseURLOf(testInfo.parallelIndex)),
  // a context closed while its page is still loading (a client-side redirect's calls and
  // pictures) has held the close past the test's timeout in Debian's Chromium: the page leaves
  // for a blank one first, which stops whatever it was loading (at most 3 s)
  page: async ({ page }, use) => {
    await use(page)
    if (!page.isClosed())
      await page.goto("about:blank", { timeout: 3_000 }).catch(() => undefined)
  },
  control: async ({ request }, use) => {
    const control = new Control(request)
    await control.reset()
    await use(control)
    await control.clearFaults()
  },
})

export { expect }

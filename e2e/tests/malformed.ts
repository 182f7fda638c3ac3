/// <reference lib="dom" />
/**
 * "Pages never go blank": a page whose API data arrives broken — `null`, `{}`, a string, or a
 * body that is not JSON — still shows its shell and a message (加载失败 / 系统繁忙 / 页面出错了),
 * and never prints NaN, undefined or null. The dev back end's `data` fault breaks the answer after
 * its contract check, the way a faulty server would.
 */
import type { Page } from "@playwright/test"
import { expect, test, type Control } from "./fixtures.ts"

export const BROKEN = ["null", "empty", "string", "nonjson"] as const
export type Broken = (typeof BROKEN)[number]

/** Text of the messages a page shows for data it could not read. */
const MESSAGE = /加载失败|系统繁忙，请稍后再试|页面出错了/

export type MalformedCase = {
  /** The page to open (after the fault is set). */
  readonly url: string
  /** The call whose data is broken (path or glob, as the control API takes it). */
  readonly path: string
  readonly method?: string
  /** False for pages whose calls are silent by the spec (the home floors): no message, no blank. */
  readonly message?: boolean
}

/** Opens the page with the call's data broken one way, and checks what the buyer sees. */
export async function expectReadable(
  page: Page,
  control: Control,
  c: MalformedCase,
  broken: Broken,
): Promise<void> {
  await control.fault({ path: c.path, method: c.method ?? "GET", data: broken })
  await page.goto(c.url)
  await page.waitForLoadState("networkidle")
  // the shell is there: a heading of the page or of the error boundary, never a blank screen
  await expect(page.locator("h1").first()).toBeVisible()
  if (c.message !== false) await expect(page.getByText(MESSAGE).first()).toBeVisible()
  const text = await page.evaluate(() => document.body.innerText)
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|\bnull\b/)
  expect(text.trim().length).toBeGreaterThan(0)
  await control.clearFaults()
}

/** A case of `expectReadableEveryWay`. */
export type EveryWayCase = MalformedCase & {
  /**
   * False for pages whose other content still shows, where a toast alone says the broken part
   * could not be read; otherwise the message must stay on the page (inside #main, not a toast).
   */
  readonly lasting?: boolean
}

/**
 * `expectReadable` for each of the four broken kinds in turn, in one test (one step each, the
 * faults cleared between); the message stays on the page (unless `lasting: false`) and nothing
 * throws uncaught in the page meanwhile.
 */
export async function expectReadableEveryWay(
  page: Page,
  control: Control,
  c: EveryWayCase,
): Promise<void> {
  const errors: string[] = []
  const onError = (e: Error) => errors.push(e.message)
  page.on("pageerror", onError)
  try {
    for (const broken of BROKEN) {
      await test.step(`data ${broken}`, async () => {
        await expectReadable(page, control, c, broken)
        if (c.message !== false && c.lasting !== false)
          await expect(page.locator("#main").getByText(MESSAGE).first()).toBeVisible()
        expect(errors, `uncaught errors with ${broken} data`).toEqual([])
      })
    }
  } finally {
    page.off("pageerror", onError)
    await control.clearFaults()
  }
}

/// <reference lib="dom" />
/**
 * "Pages never go blank": a page whose API data arrives broken — `null`, `{}`, a string, or a
 * body that is not JSON — still shows its shell and a message (加载失败 / 系统繁忙 / 页面出错了),
 * and never prints NaN, undefined or null. The dev back end's `data` fault breaks the answer after
 * its contract check, the way a faulty server would.
 *
 * The client turns each of the four kinds into the same failure, Malformed (core's ApiClient and
 * ApiOutcome tests prove it for every kind), so what is left for a browser to show is that each
 * page says so instead of going blank: a page's call is broken one way, the kinds taken in turn
 * over a spec's pages (`brokenFor`), so each kind is still seen in the browser on a quarter of them.
 */
import type { Page } from "@playwright/test"
import { expect, type Control } from "./fixtures.ts"
import { untilQuiet } from "./watch.ts"

export const BROKEN = ["null", "empty", "string", "nonjson"] as const
export type Broken = (typeof BROKEN)[number]

/** The kind the `i`th page of a spec's list is broken with: the four in turn. */
export const brokenFor = (i: number): Broken => BROKEN[i % BROKEN.length]!

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
  await untilQuiet(page, () => page.goto(c.url))
  // the shell is there: a heading of the page or of the error boundary, never a blank screen
  await expect(page.locator("h1").first()).toBeVisible()
  if (c.message !== false) await expect(page.getByText(MESSAGE).first()).toBeVisible()
  const text = await page.evaluate(() => document.body.innerText)
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|\bnull\b/)
  expect(text.trim().length).toBeGreaterThan(0)
  await control.clearFaults()
}

/** A case of `expectReadableOnPage`. */
export type EveryWayCase = MalformedCase & {
  /**
   * False for pages whose other content still shows, where a toast alone says the broken part
   * could not be read; otherwise the message must stay on the page (inside #main, not a toast).
   */
  readonly lasting?: boolean
}

/**
 * `expectReadable`, and the message stays on the page (unless `lasting: false`) and nothing
 * throws uncaught in the page meanwhile.
 */
export async function expectReadableOnPage(
  page: Page,
  control: Control,
  c: EveryWayCase,
  broken: Broken,
): Promise<void> {
  const errors: string[] = []
  const onError = (e: Error) => errors.push(e.message)
  page.on("pageerror", onError)
  try {
    await expectReadable(page, control, c, broken)
    if (c.message !== false && c.lasting !== false)
      await expect(page.locator("#main").getByText(MESSAGE).first()).toBeVisible()
    expect(errors, `uncaught errors with ${broken} data`).toEqual([])
  } finally {
    page.off("pageerror", onError)
    await control.clearFaults()
  }
}

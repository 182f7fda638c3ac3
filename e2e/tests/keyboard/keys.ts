/// <reference lib="dom" />
/**
 * Keyboard helpers of the keyboard specs: reach a control with Tab (or Shift+Tab) only, and read
 * what has focus now.
 */
import { expect, type Locator, type Page } from "@playwright/test"

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus; fails after `max` presses.
 * Returns the number of presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 400 }: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  const handle = await target.elementHandle()
  expect(handle, "the control to reach by Tab").not.toBeNull()
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
    if (await handle!.evaluate((el) => el === document.activeElement)) return i
  }
  throw new Error(`not reached with ${max} × ${backwards ? "Shift+Tab" : "Tab"}`)
}

/** The focused element as tag, role, accessible-ish name: for messages. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (el === null) return "none"
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? ""
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`
  })
}

/** Asserts the element `locator` has focus (and not <body>). */
export async function expectFocus(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused()
}

/** Asserts the focused element is the page's h1 with `name`. */
export async function expectHeadingFocus(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.locator("main h1")).toHaveText(name)
  await expect(page.locator("main h1")).toBeFocused()
}

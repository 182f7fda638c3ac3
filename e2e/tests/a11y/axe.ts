/// <reference lib="dom" />
/**
 * The page-wide checks of the accessibility specs: axe-core with WCAG 2.1 A/AA and best practice
 * (every impact counts), and the state a page needs (a cart, a placed order) filled in through the
 * contract's calls.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { expect, type Page } from "@playwright/test"
import type { BuiltPage } from "../pages.ts"
import { seedCart } from "../buying/buying.ts"

const require = createRequire(import.meta.url)
/** axe-core's source, run through the debugging protocol (the page's CSP allows no injected script tag). */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] as const

export type Violation = { id: string; impact: string | null; help: string; targets: string[] }

/** Every axe violation of the page as it is now (WCAG 2.1 A/AA and best practice). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async (tags) => {
      type Result = {
        violations: {
          id: string
          impact: string | null
          help: string
          nodes: { target: unknown[] }[]
        }[]
      }
      const axe = (
        window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }
      ).axe
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      })
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(" ")),
      }))
    },
    [...AXE_TAGS],
  )
}

/** Two lines in the cart (ids returned); the goods are buyable in the seed. */
export async function cartWithTwoLines(page: Page): Promise<number[]> {
  await seedCart(page, [
    { goodsId: 10, number: 10 },
    { goodsId: 17, number: 1 },
  ])
  const res = await page.request.get("/api/cart/list")
  const body = (await res.json()) as { data: { data: { id: number }[] } }
  return body.data.data.map((l) => l.id)
}

/** Places an order for the cart's lines through the contract; returns its id. */
export async function placeOrderOf(page: Page, ids: number[]): Promise<number> {
  const form: Record<string, string | number> = {}
  ids.forEach((id, i) => (form[`ids[${i}]`] = id))
  const checkout = await page.request.post("/api/cart/checkout", { form })
  const confirm = (await checkout.json()) as { data: { addresses: { id: number }[] } }
  const address = confirm.data.addresses[0]
  expect(address, "an address to deliver to").toBeDefined()
  const created = await page.request.post("/api/order", {
    form: { ...form, address_id: address?.id ?? 0, pay_type: "wechat" },
  })
  const order = (await created.json()) as { code: number; message: string; data: { id: number } }
  expect(order.code, order.message).toBe(10000)
  return order.data.id
}

/** The sample URL of a page with its state prepared (cart lines, a placed order). */
export async function prepare(page: Page, built: BuiltPage): Promise<string> {
  if (built.needs === undefined) return built.url
  const ids = await cartWithTwoLines(page)
  if (built.needs === "cart") return built.url.replace("{ids}", ids.join(","))
  const order = await placeOrderOf(page, ids)
  return built.url.replace("{order}", String(order))
}

/// <reference lib="dom" />
/** Helpers of the shell specs: an axe scan, counting calls, filling the cart. */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page, Request } from "@playwright/test"

const require = createRequire(import.meta.url)
/** axe-core's source, run through the debugging protocol (the page's CSP allows no injected script tag). */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown }[]
}

/** Runs axe-core on the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ["violations"] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }))
  })
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical")
}

/** Counts the requests to `path` (query ignored) made by the page from now on. */
export function countRequests(
  page: Page,
  path: string,
): { count: () => number; requests: Request[] } {
  const requests: Request[] = []
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === path) requests.push(r)
  })
  return { count: () => requests.length, requests }
}

/** Puts the first buyable goods of the catalogue in the signed-in company's cart. */
export async function addFirstGoodsToCart(page: Page): Promise<string> {
  const list = await page.request.get("/api/goods/list?page=1")
  const body = (await list.json()) as {
    data: {
      data: {
        id: number
        name: string
        base_price: string
        zbz: number
        ck_id: number
        is_buy: number
        number: number
      }[]
    }
  }
  const goods = body.data.data.find((g) => g.is_buy === 1 && g.number > 0)
  if (goods === undefined) throw new Error("no buyable goods in the seed")
  const res = await page.request.post("/api/cart", {
    form: {
      "goods_id[0]": goods.id,
      "price[0]": goods.base_price,
      "number[0]": Math.max(1, goods.zbz),
      "ck_id[0]": goods.ck_id,
    },
  })
  if (!res.ok()) throw new Error(`add to cart: ${res.status()} ${await res.text()}`)
  return goods.name
}

/// <reference lib="dom" />
/** The built shop pages with their main call's data broken (see ../malformed.ts: one kind a page, the four in turn). */
import { prepare } from "../a11y/axe.ts"
import { test, login } from "../fixtures.ts"
import { brokenFor, expectReadable, type MalformedCase } from "../malformed.ts"
import type { BuiltPage } from "../pages.ts"

type Case = MalformedCase & { readonly name: string; readonly needs?: BuiltPage["needs"] }

const cases: ReadonlyArray<Case> = [
  { name: "home floors", url: "/", path: "/api/focus*", message: false },
  { name: "list", url: "/list", path: "/api/goods/list" },
  { name: "search", url: "/search?keywords=gmlj&type=1", path: "/api/goods/list" },
  { name: "goods detail", url: "/list/info/1", path: "/api/goods/detail/*" },
  { name: "favourites", url: "/zzfw/star", path: "/api/favorite" },
  { name: "cart", url: "/cart", path: "/api/cart/list", needs: "cart" },
  {
    name: "confirm order",
    url: "/cart/step2?ids={ids}",
    path: "/api/cart/checkout",
    method: "POST",
    needs: "cart",
  },
  { name: "pay order", url: "/cart/step3/{order}", path: "/api/order/*", needs: "order" },
  { name: "contract", url: "/dzht", path: "/api/contract/status" },
]

test.describe("pages never go blank on broken data", () => {
  for (const [i, c] of cases.entries()) {
    const broken = brokenFor(i)
    test(`${c.name}: data ${broken}`, async ({ page, control }) => {
      await control.account({ username: "demo", contract_signed: 1 })
      await login(page)
      const url = await prepare(page, {
        name: c.name,
        url: c.url,
        ...(c.needs ? { needs: c.needs } : {}),
      })
      await expectReadable(page, control, { ...c, url }, broken)
    })
  }
})

/// <reference lib="dom" />
/** The cart page: the delete confirmation, and a long cart drawn in view and scrolled through. */
import { test, expect, login } from "../fixtures.ts"
import { listGoods, seedCart } from "./buying.ts"

test.beforeEach(async ({ control, page }) => {
  await control.account({ username: "demo", draw_is_join: 1 })
  await login(page)
})

test("delete asks 确定删除该商品吗？ and only 确定 deletes", async ({ page }) => {
  await seedCart(page, [
    { goodsId: 10, number: 10 },
    { goodsId: 17, number: 1 },
  ])
  await page.goto("/cart")
  const remove = page.getByRole("button", { name: "删除 板蓝根颗粒" })
  await remove.click()
  const dialog = page.getByRole("alertdialog")
  await expect(dialog).toContainText("确定删除该商品吗？")
  await dialog.getByRole("button", { name: "取消" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId("cart-line")).toHaveCount(2)

  await remove.click()
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await expect(page.getByRole("checkbox", { name: "选择 板蓝根颗粒" })).toHaveCount(0)
  await expect(page.getByRole("link", { name: /^购物车/ }).first()).toHaveText(/1$/)
})

test("a long cart draws the lines in view and scrolls to its last line", async ({ page }) => {
  const goods: Array<{ id: number; zbz?: number }> = []
  for (let p = 1; goods.length < 60 && p <= 10; p++)
    for (const g of await listGoods(page, `?page=${p}`))
      if (g.is_buy === 1 && g.number >= Math.max(1, g.zbz ?? 1)) goods.push(g)
  const lines = goods.slice(0, 60)
  await seedCart(
    page,
    lines.map((g) => ({ goodsId: g.id, number: Math.max(1, g.zbz ?? 1) })),
  )
  const listed = (await (await page.request.get("/api/cart/list")).json()) as {
    data: { data: Array<{ goods: { name: string } }> }
  }
  const lastName = listed.data.data.at(-1)?.goods.name ?? ""
  expect(lastName).not.toBe("")
  expect(listed.data.data).toHaveLength(60)

  await page.goto("/cart")
  const rows = page.getByTestId("cart-line")
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeLessThan(60)
  await page.mouse.wheel(0, 20_000)
  await expect(page.getByRole("checkbox", { name: `选择 ${lastName}` }).last()).toBeInViewport()
})

/// <reference lib="dom" />
/** The cart page: empty text, delete confirmation, select-all, manjian and shipping hints. */
import { test, expect, login, controlHeaders } from "../fixtures.ts"
import { listGoods, seedCart } from "./buying.ts"

test.beforeEach(async ({ control, page }) => {
  await control.account({ username: "demo", draw_is_join: 1 })
  await login(page)
})

test("an empty cart says 购物车为空", async ({ page }) => {
  await page.goto("/cart")
  await expect(page.getByText("购物车为空")).toBeVisible()
  await expect(page).toHaveTitle(/^购物车 - /)
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

test("select-all skips lines that cannot be bought", async ({ page }) => {
  await seedCart(page, [
    { goodsId: 10, number: 10 },
    { goodsId: 12, number: 10 },
    { goodsId: 17, number: 1 },
  ])
  const res = await page.request.post("/__control/goods", {
    data: { id: 12, is_buy: 0 },
    headers: controlHeaders(),
  })
  expect(res.ok()).toBeTruthy()
  await page.goto("/cart")
  const blocked = page.getByRole("checkbox", { name: "选择 复方丹参滴丸" })
  await expect(blocked).toBeDisabled()
  await expect(blocked).not.toBeChecked()
  await expect(page.getByTestId("cart-line").filter({ hasText: "复方丹参滴丸" })).toContainText(
    "暂不可购买",
  )

  const all = page.getByRole("checkbox", { name: "全选" })
  await expect(all).toBeChecked()
  await all.uncheck()
  await expect(page.getByRole("checkbox", { name: "选择 布洛芬缓释胶囊" })).not.toBeChecked()
  await expect(page.getByTestId("payable")).toHaveText("¥0.00")
  await all.check()
  await expect(page.getByRole("checkbox", { name: "选择 布洛芬缓释胶囊" })).toBeChecked()
  await expect(page.getByRole("checkbox", { name: "选择 板蓝根颗粒" })).toBeChecked()
  await expect(blocked).not.toBeChecked()
  await expect(page.getByTestId("selected-count")).toHaveText("已选商品 2 种")
})

test("manjian and shipping hints follow the quantities", async ({ page }) => {
  await seedCart(page, [
    { goodsId: 10, number: 10 },
    { goodsId: 17, number: 1 },
  ])
  await page.goto("/cart")
  const next = page.getByTestId("manjian-next")
  const gap = page.getByTestId("shipping-gap")
  await expect(next).toHaveText(/^再买¥[\d.]+可减¥20\.00$/)
  await expect(gap).toHaveText(/^还差¥[\d.]+免运费$/)
  const gapBefore = await gap.textContent()
  const firstTier = page.getByRole("listitem").filter({ hasText: "满¥500.00减¥20.00" })
  await expect(firstTier).toHaveAttribute("data-status", "0")

  const quantity = page.getByRole("textbox", { name: "板蓝根颗粒 购买数量" })
  await quantity.fill("25")
  await quantity.press("Enter")
  await expect(firstTier).toHaveAttribute("data-status", "1")
  await expect(next).toHaveText(/^再买¥[\d.]+可减¥50\.00$/)
  await expect(page.getByTestId("reduction")).toHaveText("-¥20.00")
  await expect(gap).not.toHaveText(gapBefore ?? "")

  await quantity.fill("60")
  await quantity.press("Enter")
  await expect(gap).toHaveCount(0)
  await expect(page.getByTestId("shipping-fee")).toHaveText("免运费")
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

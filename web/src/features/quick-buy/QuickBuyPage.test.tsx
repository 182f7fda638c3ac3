import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import * as Messages from "@mall/core/Messages"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { clear } from "./bulk.ts"
import { checked, quantities } from "./model.ts"
import { QuickBuyPage } from "./QuickBuyPage.tsx"

const bought = (id: number, name: string, extra: object = {}) => ({
  ...goodsFixture({ id, name, zbz: 20, bzdw: "瓶", ...extra }),
  buy_count: 2,
  last_buy_time: "2026-11-20 10:00:00",
})

const page = (data: ReadonlyArray<unknown>) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: data.length,
})

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/zzfw/kjcg"]}>
      <QuickBuyPage />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  quantities.value = new Map()
  checked.value = new Map()
  clear()
})
afterEach(() => clear())

describe("快速采购", () => {
  it("says beside the quantity, as it is typed, that it will be rounded up to the pack", async () => {
    installFetch({ "GET /api/user/fast_buy": ok(page([bought(31, "医用酒精消毒液")])) })
    renderPage()
    const field = await screen.findByRole("textbox", { name: "医用酒精消毒液 购买数量" })
    // the pack the box starts at: nothing to say
    expect((field as HTMLInputElement).value).toBe("20")
    expect(screen.queryByText(Messages.packAdjusted(20, "瓶"))).toBeNull()
    fireEvent.change(field, { target: { value: "3" } })
    const row = screen.getByTestId("fast-buy")
    expect(within(row).getByRole("status").textContent).toBe(Messages.packAdjusted(20, "瓶"))
    expect(field.getAttribute("aria-describedby")).toBe(within(row).getByRole("status").id)
    // + goes to the next whole pack
    fireEvent.click(
      within(row).getByRole("button", { name: Messages.common.increase("医用酒精消毒液") }),
    )
    expect((field as HTMLInputElement).value).toBe("20")
    expect(within(row).queryByRole("status")).toBeNull()
  })

  it("names each candidate of a row with several matches by spec, maker, price and stock", async () => {
    const a = goodsFixture({
      id: 1,
      sccj: "华润三九医药股份有限公司",
      base_price: "33.09",
      number: 2246,
    })
    const b = goodsFixture({
      id: 2,
      sccj: "扬子江药业集团有限公司",
      base_price: "18.98",
      number: 0,
    })
    installFetch({
      "GET /api/user/fast_buy": ok(page([])),
      "POST /api/goods/match": ok({
        rows: [{ keyword: "感冒灵颗粒", match_by: "name", goods_ids: [1, 2], total: 2 }],
        goods: [
          { ...a, barcode: "" },
          { ...b, barcode: "" },
        ],
      }),
    })
    renderPage()
    fireEvent.change(screen.getByLabelText(Messages.member.bulk.paste), {
      target: { value: "感冒灵颗粒 30" },
    })
    fireEvent.click(screen.getByRole("button", { name: Messages.member.bulk.match }))
    const picker = await screen.findByRole("combobox", { name: /感冒灵颗粒/ })
    const options = within(picker)
      .getAllByRole("option")
      .map((o) => o.textContent)
    expect(options).toEqual([
      Messages.member.bulk.choose,
      "感冒灵颗粒 10g*9袋 华润三九医药股份有限公司 · ¥33.09 · 库存2246盒",
      "感冒灵颗粒 10g*9袋 扬子江药业集团有限公司 · ¥18.98 · 缺货",
    ])
  })

  it("says a matched row's quantity was rounded up to the pack, in the row and above the table", async () => {
    installFetch({
      "GET /api/user/fast_buy": ok(page([])),
      "POST /api/goods/match": ok({
        rows: [{ keyword: "感冒灵颗粒", match_by: "name", goods_ids: [1], total: 1 }],
        goods: [{ ...goodsFixture({ id: 1, zbz: 20, bzdw: "瓶" }), barcode: "" }],
      }),
    })
    renderPage()
    fireEvent.change(screen.getByLabelText(Messages.member.bulk.paste), {
      target: { value: "感冒灵颗粒 3" },
    })
    fireEvent.click(screen.getByRole("button", { name: Messages.member.bulk.match }))
    const table = await screen.findByTestId("bulk-rows")
    await waitFor(() => expect(table.textContent).toContain("20瓶"))
    expect(table.textContent).toContain(
      `${Messages.packAdjusted(20, "瓶")}（${Messages.member.bulk.typed("3")}）`,
    )
    expect(screen.getByText(Messages.member.bulk.adjustedRows(1))).toBeTruthy()
  })
})

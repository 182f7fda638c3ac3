import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import * as Messages from "@mall/core/Messages"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import * as browser from "../browser.ts"
import { setNavigator } from "../navigation.ts"
import { DialogHost } from "../ui/DialogHost.tsx"
import { resetDialogs } from "../ui/dialogs.ts"
import * as toast from "../ui/toast.ts"
import { FavoriteButton } from "./FavoriteButton.tsx"
import { resetGoodsActions, type Goods } from "./goods.ts"

const goods = (is_favorite: 0 | 1): Goods =>
  goodsFixture({
    id: 9,
    name: "连花清瘟胶囊",
    sccj: "石家庄以岭药业股份有限公司",
    ypgg: "0.35g*24粒",
    base_price: "14.50",
    is_favorite,
  })

function renderButton(g: Goods) {
  return render(
    <>
      <FavoriteButton goods={g} />
      <DialogHost />
    </>,
  )
}

beforeEach(() => {
  resetGoodsActions()
  resetDialogs()
})
afterEach(() => {
  resetDialogs()
  setNavigator(null)
})

describe("FavoriteButton", () => {
  it("favourites: 收藏成功 dialog whose 查看我的收藏 button opens /zzfw/star", async () => {
    const fetch = installFetch({ "POST /api/favorite": ok(null, "收藏成功") })
    const navigate = vi.fn()
    setNavigator(navigate)
    renderButton(goods(0))
    const button = screen.getByRole("button", { name: /收藏/ })
    expect(button.getAttribute("aria-pressed")).toBe("false")
    fireEvent.click(button)
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText(Messages.text["favorite.added"])).toBeTruthy()
    expect(fetch.calls[0]?.body).toBe("goods_ids=9")
    expect(button.getAttribute("aria-pressed")).toBe("true")
    fireEvent.click(within(dialog).getByRole("button", { name: Messages.text["favorite.view"] }))
    expect(navigate).toHaveBeenCalledWith("/zzfw/star", {})
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it("unfavourites with the 取消收藏成功 toast and no dialog", async () => {
    installFetch({ "POST /api/favorite/cancel": ok(null, "取消收藏成功") })
    const success = vi.spyOn(toast, "notifySuccess").mockImplementation(() => {})
    renderButton(goods(1))
    fireEvent.click(screen.getByRole("button", { name: Messages.text["goods.unfavorite"] }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(Messages.text["favorite.cancelled"]))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(screen.getByRole("button", { name: /收藏/ }).getAttribute("aria-pressed")).toBe("false")
  })

  it("does not alert again when login is required or the form is invalid", async () => {
    const leave = vi.spyOn(browser, "leaveTo").mockImplementation(() => {})
    const error = vi.spyOn(toast, "notifyError").mockImplementation(() => {})
    installFetch({ "POST /api/favorite": envelope(10001, "请先登录", 401) })
    const { unmount } = renderButton(goods(0))
    fireEvent.click(screen.getByRole("button", { name: /收藏/ }))
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    unmount()

    installFetch({
      "POST /api/favorite": envelope(422, "参数错误", 422, {
        errors: { goods_ids: ["商品不存在"] },
      }),
    })
    renderButton(goods(0))
    fireEvent.click(screen.getByRole("button", { name: /收藏/ }))
    await waitFor(() => expect(error).toHaveBeenCalledWith("商品不存在"))
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })
})

import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { installFocusKeeper } from "../../lib/ui/focus.ts"
import { AddAddress, AddressesPage } from "./AddressesPage.tsx"
import {
  addressesResource,
  closeForm,
  editing,
  form,
  isDefault,
  openForm,
  opened,
  type Address,
} from "./model.ts"

const address: Address = {
  id: 3,
  consignee: "仓库收货员",
  phone: "13912345678",
  province: "广东省",
  city: "佛山市",
  district: "南海区",
  address: "江南大道中148号",
  is_default: 0,
}

let stopKeeper: () => void = () => {}
beforeEach(() => {
  installFetch({ "GET /api/address": ok([address]) })
  stopKeeper = installFocusKeeper()
})
afterEach(() => {
  stopKeeper()
  closeForm()
  addressesResource.reset()
})

const page = () =>
  render(
    <MemoryRouter>
      <AddAddress />
      <AddressesPage />
    </MemoryRouter>,
  )

describe("收货地址's form and focus", () => {
  it("新增 puts focus on the form's first field; 取消 gives it back to 新增", async () => {
    page()
    await screen.findByText("江南大道中148号", { exact: false })
    const add = screen.getByRole("button", { name: "新增收货地址" })
    add.focus()
    fireEvent.click(add)
    const form = await screen.findByRole("form", { name: "新增收货地址" })
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector("input")))
    expect(document.activeElement?.getAttribute("name")).toBe("consignee")
    act(() => fireEvent.click(screen.getByRole("button", { name: "取消" })))
    await waitFor(() => expect(document.activeElement).toBe(add))
  })

  it("编辑 opens the form in the address's place; closing it gives focus back to 编辑", async () => {
    page()
    const edit = await screen.findByRole("button", { name: /^编辑 仓库收货员/ })
    edit.focus()
    fireEvent.click(edit)
    const form = await screen.findByRole("form", { name: "编辑收货地址" })
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector("input")))
    expect(screen.getByTestId("address").contains(form)).toBe(true)
    act(() => fireEvent.click(screen.getByRole("button", { name: "取消" })))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: /^编辑 仓库收货员/ })),
    )
  })
})

describe("收货地址's form model", () => {
  it("新增 again while a new address is being typed keeps what was typed", () => {
    openForm(null)
    form.setField("consignee", "王五")
    const before = opened.value
    openForm(null)
    expect(editing.value).toBe("new")
    expect(form.values.value.consignee).toBe("王五")
    // each opening is counted: the view puts focus on the first field again
    expect(opened.value).toBe(before + 1)
  })

  it("编辑 fills the form with the address, its default flag included", () => {
    const home: Address = { ...address, is_default: 1 }
    openForm(home)
    expect(editing.value).toBe(home)
    expect(form.values.value).toMatchObject({ consignee: "仓库收货员", detail: "江南大道中148号" })
    expect(isDefault.value).toBe(true)
    openForm(null)
    expect(form.values.value.consignee).toBe("")
  })
})

import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { answerDialog, dialogsShown, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import * as Model from "./model.ts"

const A = Messages.member.address

const address = (id: number, extra: Partial<Model.Address> = {}): Model.Address => ({
  id,
  consignee: "仓库收货员",
  phone: "13912345678",
  province: "广东省",
  city: "佛山市",
  district: "南海区",
  address: `江南大道中${id}号`,
  is_default: 0,
  ...extra,
})

const bodyOf = (call: { body: string | null } | undefined) =>
  Object.fromEntries(new URLSearchParams(call?.body ?? ""))

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetDialogs()
  Model.closeForm()
  Model.form.reset()
  Model.addressesResource.reset()
})
afterEach(() => {
  resetDialogs()
  vi.unstubAllGlobals()
})

describe("收货地址: saving the form", () => {
  it("a new address is posted with the default flag, the form closes and the list is read again", async () => {
    const fetch = installFetch({
      "POST /api/address": ok({ id: 9 }, "添加成功"),
      "GET /api/address": ok([address(9, { is_default: 1 })]),
    })
    Model.openForm(null)
    Model.isDefault.value = true
    Model.form.fill({
      consignee: "王五",
      phone: "0757-86668888",
      province: "广东省",
      city: "佛山市",
      district: "南海区",
      detail: "桂城街道1号",
    })
    await Model.saveForm()
    expect(bodyOf(fetch.calls.find((c) => c.method === "POST"))).toEqual({
      consignee: "王五",
      phone: "0757-86668888",
      province: "广东省",
      city: "佛山市",
      district: "南海区",
      address: "桂城街道1号",
      is_default: "1",
    })
    expect(toasts.success()).toEqual(["添加成功"])
    expect(Model.editing.value).toBeNull()
    expect(Model.addressesResource.data.value?.map((a) => a.id)).toEqual([9])
  })

  it("an edited address is put to its own id", async () => {
    const fetch = installFetch({
      "PUT /api/address/3": ok(null, "修改成功"),
      "GET /api/address": ok([address(3)]),
    })
    Model.openForm(address(3))
    Model.form.setField("detail", "新地址8号")
    await Model.saveForm()
    const put = fetch.calls.find((c) => c.method === "PUT")
    expect(put?.path).toBe("/api/address/3")
    expect(bodyOf(put)).toMatchObject({ address: "新地址8号", is_default: "0" })
  })

  it("a missing region or a wrong phone is said under its field; nothing is sent, the form stays", async () => {
    const fetch = installFetch({})
    Model.openForm(null)
    Model.form.fill({ consignee: "王五", phone: "123", detail: "桂城街道1号" })
    await Model.saveForm()
    expect(Model.form.errors.value).toMatchObject({
      phone: Messages.form.contactPhoneInvalid,
      province: Messages.form.regionRequired,
    })
    expect(fetch.calls).toHaveLength(0)
    expect(Model.editing.value).toBe("new")
  })

  it("with the form closed, saving sends nothing", async () => {
    const fetch = installFetch({})
    await Model.saveForm()
    expect(fetch.calls).toHaveLength(0)
  })
})

describe("收货地址: deleting and the default", () => {
  it("asks 确定删除该收货地址吗？ first; 取消 deletes nothing", async () => {
    const fetch = installFetch({})
    const done = Model.remove(address(3))
    expect((await answerDialog(false)).message).toBe(A.confirmDelete)
    await done
    expect(fetch.calls).toHaveLength(0)
  })

  it("确定 deletes it, closes its open edit form and reads the list again", async () => {
    const fetch = installFetch({
      "DELETE /api/address/3": ok(null, "删除成功"),
      "GET /api/address": ok([address(4)]),
    })
    Model.openForm(address(3))
    const done = Model.remove(address(3))
    await answerDialog(true)
    await done
    expect(fetch.count("DELETE /api/address/3")).toBe(1)
    expect(Model.editing.value).toBeNull()
    expect(Model.addressesResource.data.value?.map((a) => a.id)).toEqual([4])
    expect(Model.busy.value.size).toBe(0)
  })

  it("a refused delete is shown and the list is not read again", async () => {
    const fetch = installFetch({ "DELETE /api/address/3": envelope(40000, "默认地址不能删除") })
    const done = Model.remove(address(3))
    await answerDialog(true)
    await done
    expect(dialogsShown()).toEqual([{ title: "温馨提示", message: "默认地址不能删除" }])
    expect(fetch.count("GET /api/address")).toBe(0)
  })

  it("设为默认 puts the address back as it is, with is_default 1; a second press meanwhile sends nothing", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const fetch = installFetch({
      "PUT /api/address/5": async () => {
        await held
        return ok(null, "设置成功") as { body: unknown }
      },
      "GET /api/address": ok([address(5, { is_default: 1 })]),
    })
    const first = Model.makeDefault(address(5))
    expect(Model.busy.value.has(5)).toBe(true)
    await Model.makeDefault(address(5))
    release()
    await first
    expect(fetch.count("PUT /api/address/5")).toBe(1)
    expect(bodyOf(fetch.calls[0])).toEqual({
      consignee: "仓库收货员",
      phone: "13912345678",
      province: "广东省",
      city: "佛山市",
      district: "南海区",
      address: "江南大道中5号",
      is_default: "1",
    })
    expect(Model.busy.value.has(5)).toBe(false)
    expect(Model.addressesResource.data.value?.[0]?.is_default).toBe(1)
  })
})

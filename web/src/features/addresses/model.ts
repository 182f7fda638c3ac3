/**
 * 收货地址 (/zhzx/addr): the company's delivery addresses (default first), deleting one (asks
 * first: 确定删除该收货地址吗？), making one the default, and the add/edit form (core
 * `Forms.address`: consignee, phone by the §5 rule, province/city/district, detail). `editing` is
 * the address being edited (`"new"` for a new one) or `null` when the form is closed.
 */
import { batch, signal } from "@preact/signals-react"
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { createForm } from "../../lib/kit/form.ts"
import { resource } from "../../lib/kit/resource.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { confirm } from "../../lib/ui/dialogs.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export type Address = Of<"Address">

/** The addresses (kit resource). */
export const addressesResource = resource<null, ReadonlyArray<Address>>(() => Api.list())
export const editing = signal<Address | "new" | null>(null)
export const isDefault = signal(false)
export const busy = signal<ReadonlySet<number>>(new Set())
/** Counts the openings of the form (each one puts focus on its first field). */
export const opened = signal(0)

export const form = createForm({
  fields: Forms.address,
  initial: { consignee: "", phone: "", province: "", city: "", district: "", detail: "" },
})

export const loadAddresses = async (): Promise<void> => {
  await addressesResource.load(null)
}

/**
 * Opens the form for a new address (`null`) or to edit one. A new address's form already open
 * keeps what the buyer typed.
 */
export function openForm(a: Address | null): void {
  batch(() => {
    opened.value++
    if (a === null && editing.value === "new") return
    editing.value = a ?? "new"
    isDefault.value = a === null ? false : a.is_default === 1
    form.reset()
    if (a !== null)
      form.fill({
        consignee: a.consignee,
        phone: a.phone,
        province: a.province,
        city: a.city,
        district: a.district,
        detail: a.address,
      })
  })
}

export function closeForm(): void {
  editing.value = null
}

/** Checks and saves the form: PUT for an address being edited, POST for a new one. */
export async function saveForm(): Promise<void> {
  const e = editing.value
  if (e === null) return
  const outcome = await form.submit((v) => {
    const body: Api.AddressBody = {
      consignee: v.consignee,
      phone: v.phone,
      province: v.province,
      city: v.city,
      district: v.district,
      address: v.detail,
      is_default: isDefault.value ? 1 : 0,
    }
    return e === "new" ? Api.create(body) : Api.update(e.id, body)
  })
  if (outcome?._tag !== "Success") return
  notifySuccess(outcome.message)
  editing.value = null
  await loadAddresses()
}

export async function remove(a: Address): Promise<void> {
  if (busy.value.has(a.id)) return
  if (!(await confirm(Messages.member.address.confirmDelete))) return
  busy.value = new Set(busy.value).add(a.id)
  const outcome = await Api.remove(a.id)
  const rest = new Set(busy.value)
  rest.delete(a.id)
  busy.value = rest
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notifySuccess(outcome.message)
  if (editing.value !== null && editing.value !== "new" && editing.value.id === a.id)
    editing.value = null
  await loadAddresses()
}

export async function makeDefault(a: Address): Promise<void> {
  if (busy.value.has(a.id)) return
  busy.value = new Set(busy.value).add(a.id)
  const outcome = await Api.update(a.id, {
    consignee: a.consignee,
    phone: a.phone,
    province: a.province,
    city: a.city,
    district: a.district,
    address: a.address,
    is_default: 1,
  })
  const rest = new Set(busy.value)
  rest.delete(a.id)
  busy.value = rest
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notifySuccess(outcome.message)
  await loadAddresses()
}

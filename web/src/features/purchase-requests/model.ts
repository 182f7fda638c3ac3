/**
 * 品种求购 (/zzfw/pzqg, /add, /info?id=): the company's purchase requests page by page, the new
 * request form (core `Forms.purchaseRequest`: name, maker, spec, quantity, contact phone by the §5
 * rule, remarks; kept in sessionStorage until sent) and a request's detail with the mall's answer.
 */
import * as Field from "@mall/core/Field"
import * as Forms from "@mall/core/Forms"
import * as ListQuery from "@mall/core/ListQuery"
import { createForm } from "../../lib/kit/form.ts"
import { resource } from "../../lib/kit/resource.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export const spec = { page: ListQuery.page }
export const list = resource((q: ListQuery.Values<typeof spec>) => Api.list(q.page))

export const detail = resource(async (id: number) => {
  const outcome = await Api.detail(id)
  return outcome._tag === "Success" ? outcome.data : undefined
})

/** The id of a `?id=` value, or `null`. */
export const idOf = (raw: string | null): number | null => {
  const n = Field.int(raw)
  return n !== null && n > 0 ? n : null
}

export const form = createForm({
  fields: Forms.purchaseRequest,
  initial: { name: "", sccj: "", ypgg: "", number: "", phone: "", remarks: "" },
  persist: "mall.pzqg.add",
})

export async function submit(): Promise<void> {
  const outcome = await form.submit((v) =>
    Api.create({
      name: v.name,
      sccj: v.sccj,
      ypgg: v.ypgg,
      number: Number(v.number),
      phone: v.phone,
      remarks: v.remarks,
    }),
  )
  if (outcome?._tag !== "Success") return
  notifySuccess(outcome.message)
  form.reset()
  navigateTo(`/zzfw/pzqg/info?id=${outcome.data.id}`)
}

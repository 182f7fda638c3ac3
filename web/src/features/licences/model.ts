/**
 * 资质证件 (/zhzx/zzzj): the company's licences with number, validity, picture and state (core
 * `Licence`: expiring within 30 days flagged, expired red), its business scope, and the renewal of
 * a licence: the buyer picks the new picture or PDF (checked by core `Upload` for kind licence,
 * at most 512 KiB), enters the new expiry date (and number), the file goes up with POST /api/upload
 * (web/src/lib/upload) and the
 * renewal with POST /api/user/zizhi/{id}/renew; the licence then shows 待审核 with the new date.
 * What the buyer entered stays in the form when a call fails; a 422 lands on its field.
 */
import { batch, computed, signal } from "@preact/signals-react"
import * as Calendar from "@mall/core/Calendar"
import * as Licence from "@mall/core/Licence"
import * as Messages from "@mall/core/Messages"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { resource } from "../../lib/kit/resource.ts"
import { checkFile, uploadFile } from "../../lib/upload/upload.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export type LicenceItem = Of<"Qualification">
export type Scope = Of<"BusinessScope">

/** The licences with the business scope (`null` when only the scope could not be read). */
const page = resource(async () => {
  const [list, jyfw] = await Promise.all([Api.licences(), Api.scope()])
  return list === undefined ? undefined : { licences: list, scope: jyfw ?? null }
})
export const licences = computed(() => page.data.value?.licences ?? null)
export const scope = computed(() => page.data.value?.scope ?? null)
export const status = page.status

export interface RenewForm {
  readonly id: number
  readonly file: File | null
  readonly expireDate: string
  readonly number: string
  readonly errors: Partial<Record<"image" | "expire_date" | "number", string>>
  readonly saving: boolean
}

/** The renewal being edited, or `null`. */
export const renewing = signal<RenewForm | null>(null)

/** The licence's state now (core Licence). */
export const stateOf = (l: LicenceItem, now: number = Date.now()): Licence.State =>
  Licence.state(l.expire_date, now)

export async function loadLicences(): Promise<void> {
  await page.load(null)
}

export function startRenew(l: LicenceItem): void {
  renewing.value = {
    id: l.id,
    file: null,
    expireDate: "",
    number: l.number ?? "",
    errors: {},
    saving: false,
  }
}

export function editRenew(patch: Partial<Pick<RenewForm, "file" | "expireDate" | "number">>): void {
  const r = renewing.value
  if (r === null) return
  const errors = { ...r.errors }
  if ("file" in patch) delete errors.image
  if ("expireDate" in patch) delete errors.expire_date
  if ("number" in patch) delete errors.number
  renewing.value = { ...r, ...patch, errors }
}

export function cancelRenew(): void {
  renewing.value = null
}

/** Checks the form (file and date), uploads the file, then submits the renewal. */
export async function submitRenew(now: number = Date.now()): Promise<void> {
  const r = renewing.value
  if (r === null || r.saving) return
  const M = Messages.member.licence
  const errors: RenewForm["errors"] = {}
  if (r.file === null) errors.image = M.fileRequired
  else {
    const refused = checkFile("licence", r.file)
    if (refused !== null) errors.image = refused
  }
  // a day typed in any form the date field reads (2099/12/31) is sent as 年-月-日
  const expireDate = Calendar.normalise(r.expireDate)
  const day = Licence.dayNumber(expireDate)
  if (expireDate === "") errors.expire_date = M.dateRequired
  else if (day === null) errors.expire_date = M.dateUnreadable
  else if (day <= Licence.today(now)) errors.expire_date = M.dateInvalid
  if (Object.keys(errors).length > 0 || r.file === null) {
    renewing.value = { ...r, expireDate, errors }
    return
  }
  renewing.value = { ...r, expireDate, errors: {}, saving: true }
  const up = await uploadFile("licence", r.file)
  if (up === null) {
    renewing.value = { ...r, expireDate, saving: false }
    return
  }
  const done = await Api.renew(r.id, {
    image: up.url,
    expire_date: expireDate,
    ...(r.number.trim() !== "" ? { number: r.number.trim() } : {}),
  })
  if (done._tag !== "Success") {
    renewing.value = { ...r, expireDate, saving: false, errors: fieldErrors(done, "expire_date") }
    showOutcome(done)
    return
  }
  notifySuccess(done.message || M.submitted)
  const updated = done.data
  const shown = page.data.peek()
  batch(() => {
    renewing.value = null
    if (shown !== null)
      page.set({
        ...shown,
        licences: shown.licences.map((l) => (l.id === updated.id ? updated : l)),
      })
  })
}

/** A 422's field messages onto the renewal form (anything else on `fallback`). */
function fieldErrors(
  outcome: { readonly _tag: string; readonly errors?: unknown; readonly message?: string },
  fallback: "image" | "expire_date",
): RenewForm["errors"] {
  if (
    outcome._tag !== "FormInvalid" ||
    typeof outcome.errors !== "object" ||
    outcome.errors === null
  )
    return {}
  const out: Partial<Record<"image" | "expire_date" | "number", string>> = {}
  for (const [k, v] of Object.entries(outcome.errors as Record<string, unknown>)) {
    const first = Array.isArray(v) ? v[0] : v
    if (typeof first !== "string") continue
    const key = k === "image" || k === "expire_date" || k === "number" ? k : fallback
    out[key] ??= first
  }
  return out
}

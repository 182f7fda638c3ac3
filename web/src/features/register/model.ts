/**
 * Member registration's state: the draft across the three steps (core RegistrationDraft, kept in
 * session storage without any password or code), one kit form per step that holds text, the
 * region picked level by level (core Region), the business scopes and the licences of step 3
 * with the pictures chosen in this visit (for their name and preview; never stored). One model
 * per variant (main, single-store).
 */
import * as ApiOutcome from "@mall/core/ApiOutcome"
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import * as Region from "@mall/core/Region"
import * as Registration from "@mall/core/Registration"
import * as RegistrationChecks from "@mall/core/RegistrationChecks"
import * as RegistrationDraft from "@mall/core/RegistrationDraft"
import * as RegistrationWire from "@mall/core/RegistrationWire"
import { computed, signal } from "@preact/signals-react"
import { Result } from "effect"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { keepText, storedText } from "../../lib/browser.ts"
import { createForm } from "../../lib/kit/form.ts"
import { resource } from "../../lib/kit/resource.ts"
import { checkFile, uploadFile } from "../../lib/upload/upload.ts"
import { notifyError } from "../../lib/ui/toast.ts"
import * as api from "./api.ts"

export type LicenceErrors = Readonly<Record<string, string>>

const fieldErrors = (raw: unknown): Record<string, string> => {
  const out: Record<string, string> = {}
  if (typeof raw !== "object" || raw === null) return out
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const first = Array.isArray(v) ? v[0] : v
    if (typeof first === "string") out[k] = first
  }
  return out
}

function createRegister(variant: Registration.Variant) {
  const key = RegistrationDraft.storageKey(variant)
  const load = (): RegistrationDraft.Draft => RegistrationDraft.decode(storedText(key), variant)
  const draft = signal<RegistrationDraft.Draft>(load())
  const setDraft = (d: RegistrationDraft.Draft): void => {
    draft.value = d
    // storage off: the steps still work until a reload
    keepText(key, RegistrationDraft.encode(d))
  }

  const step1 = createForm({
    fields: Forms.registerStep1,
    initial: { phone: draft.peek().phone, code: "", password: "", confirm: "", agree: "" },
    persist: `${key}.step1`,
  })

  const d2 = draft.peek().step2
  const step2 = createForm({
    fields: Forms.registerStep2,
    initial: {
      company: d2.company ?? "",
      company_type: d2.company_type ?? "",
      province: d2.province ?? "",
      city: d2.city ?? "",
      district: d2.district ?? "",
      address: d2.address ?? "",
      name: d2.name ?? "",
    },
    persist: `${key}.step2`,
  })
  // a city or district typed in before the lists, or kept from another province, is picked again
  step2.fill(Region.fit(step2.values.peek()))
  const scopeIds = signal<ReadonlyArray<number>>(draft.peek().scopeIds)
  const scopeError = signal<string | undefined>(undefined)
  const scopes = resource(() => api.scopes())

  const licenceErrors = signal<LicenceErrors>({})
  /** How many pictures of each document are being sent (one, or a replacement chosen meanwhile). */
  const uploading = signal<Readonly<Partial<Record<Registration.LicenceKind, number>>>>({})
  const countUpload = (kind: Registration.LicenceKind, by: 1 | -1): void => {
    const { [kind]: n = 0, ...rest } = uploading.peek()
    uploading.value = n + by === 0 ? rest : { ...rest, [kind]: n + by }
  }
  /** The picture chosen for each document in this visit: its name, size and preview. */
  const files = signal<Readonly<Partial<Record<Registration.LicenceKind, File>>>>({})
  const setFile = (kind: Registration.LicenceKind, file: File | undefined): void => {
    const { [kind]: _, ...rest } = files.peek()
    files.value = file === undefined ? rest : { ...rest, [kind]: file }
  }
  const sending = signal(false)
  const companyType = computed<Registration.CompanyType | null>(() => {
    const t = draft.value.step2.company_type
    return Registration.isCompanyType(t) ? t : null
  })

  const keepStep2 = (): void =>
    setDraft(RegistrationDraft.withStep2(draft.peek(), step2.values.peek(), scopeIds.peek()))

  return {
    variant,
    draft,
    step1,
    step2,
    scopes,
    scopeIds,
    scopeError,
    licenceErrors,
    uploading,
    files,
    sending,
    companyType,
    /** Re-reads the stored draft (another tab, or a reload). */
    refresh(): void {
      draft.value = load()
    },
    /** Step 1: signs up (or goes on with the same phone); true when step 2 may open. */
    async submitStep1(): Promise<boolean> {
      const v = step1.values.peek()
      if (RegistrationDraft.canSkipStep1(draft.peek(), v) && v.agree === "1") return true
      const outcome = await step1.submit((values) => api.step1(variant, values))
      if (outcome?._tag !== "Success") return false
      setDraft(
        RegistrationDraft.afterStep1(draft.peek(), v.phone.trim(), outcome.data.register_token),
      )
      step1.fill({ code: "", password: "", confirm: "" })
      return true
    },
    toggleScope(id: number, on: boolean): void {
      const next = scopeIds.peek().filter((x) => x !== id)
      scopeIds.value = on ? [...next, id] : next
      scopeError.value = undefined
      keepStep2()
    },
    setStep2(field: RegistrationChecks.Step2Field, value: string): void {
      step2.setField(field, value)
      keepStep2()
    },
    /** 省, 市 or 区/县 chosen: the levels under it stay only while they belong (core Region). */
    setRegion(level: Region.Level, name: string): void {
      const now = step2.values.peek()
      const next = Region.choose(now, level, name)
      for (const field of ["province", "city", "district"] as const)
        if (next[field] !== now[field]) step2.setField(field, next[field])
      keepStep2()
    },
    /** Step 2: the company; true when step 3 may open. */
    async submitStep2(): Promise<boolean> {
      keepStep2()
      const checked = RegistrationChecks.validateStep2(
        variant,
        step2.values.peek(),
        scopeIds.peek(),
      )
      const problem = Result.isFailure(checked)
        ? (checked.failure[RegistrationChecks.SCOPE_FIELD] ?? checked.failure.company_type)
        : undefined
      scopeError.value = Result.isFailure(checked)
        ? checked.failure[RegistrationChecks.SCOPE_FIELD]
        : undefined
      const outcome = await step2.submit(() =>
        Result.isSuccess(checked)
          ? api.step2(variant, draft.peek().token, checked.success)
          : Promise.resolve(
              new ApiOutcome.FormInvalid({
                message: problem ?? "",
                errors: { [RegistrationChecks.SCOPE_FIELD]: [problem ?? ""] },
              }),
            ),
      )
      if (outcome?._tag === "FormInvalid") {
        const server = fieldErrors(outcome.errors)
        if (server[RegistrationChecks.SCOPE_FIELD] !== undefined)
          scopeError.value = server[RegistrationChecks.SCOPE_FIELD]
        if (server.register_token !== undefined) setDraft(RegistrationDraft.empty(variant))
      }
      if (outcome?._tag !== "Success") return false
      setDraft(RegistrationDraft.afterStep2(draft.peek()))
      return true
    },
    setLicence(kind: Registration.LicenceKind, part: keyof Registration.LicenceInput, v: string) {
      const old = draft.peek().licences[kind] ?? { number: "", validUntil: "", image: "" }
      setDraft(RegistrationDraft.withLicence(draft.peek(), kind, { ...old, [part]: v }))
      const field = Registration.licenceField(
        kind,
        part === "validUntil" ? "valid_until" : part === "image" ? "image" : "number",
      )
      if (licenceErrors.peek()[field] !== undefined) {
        const { [field]: _, ...rest } = licenceErrors.peek()
        licenceErrors.value = rest
      }
    },
    /** Checks and sends a document's picture; a refused file is said on its field. */
    async upload(kind: Registration.LicenceKind, file: File): Promise<void> {
      const problem = checkFile("licence", file)
      if (problem !== null) {
        licenceErrors.value = {
          ...licenceErrors.peek(),
          [Registration.licenceField(kind, "image")]: problem,
        }
        return
      }
      const before = files.peek()[kind]
      setFile(kind, file)
      countUpload(kind, 1)
      const done = await uploadFile("licence", file, draft.peek().token)
      countUpload(kind, -1)
      if (done === null) setFile(kind, before)
      else this.setLicence(kind, "image", done.url)
    },
    /** 移除: the document's picture is taken off (another is chosen before submitting). */
    removeImage(kind: Registration.LicenceKind): void {
      setFile(kind, undefined)
      this.setLicence(kind, "image", "")
    },
    /** Step 3: the documents; true when the registration is submitted. */
    async submitStep3(now: number): Promise<boolean> {
      const type = companyType.peek()
      if (type === null || sending.peek()) return false
      const checked = RegistrationChecks.validateLicences(type, draft.peek().licences, now)
      if (Result.isFailure(checked)) {
        licenceErrors.value = checked.failure
        notifyError(Object.values(checked.failure)[0] ?? "")
        return false
      }
      licenceErrors.value = {}
      sending.value = true
      const outcome = await api.step3(
        variant,
        draft.peek().token,
        RegistrationWire.toLists(checked.success),
      )
      sending.value = false
      if (outcome._tag !== "Success") {
        if (outcome._tag === "FormInvalid") licenceErrors.value = fieldErrors(outcome.errors)
        showOutcome(outcome)
        return false
      }
      setDraft(RegistrationDraft.submitted(draft.peek()))
      step1.reset()
      step2.reset()
      scopeIds.value = []
      files.value = {}
      return true
    },
    /**
     * A registration started elsewhere (a WeChat bind of a new phone): its token, so step 2
     * opens with the phone already signed up.
     */
    adopt(phone: string, token: string): void {
      setDraft(RegistrationDraft.afterStep1(RegistrationDraft.empty(variant), phone, token))
      step1.fill({ phone, code: "", password: "", confirm: "" })
    },
    /** A submitted draft's closing page left: the next visit starts afresh. */
    restart(): void {
      setDraft(RegistrationDraft.empty(variant))
    },
  }
}

export type RegisterModel = ReturnType<typeof createRegister>

export const main = createRegister("main")
export const dd = createRegister("dd")

/** The words of the page for a variant. */
export const headingOf = (variant: Registration.Variant): string =>
  variant === "dd" ? Messages.register.ddHeading : Messages.register.heading

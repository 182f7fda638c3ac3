/**
 * Member registration (会员注册): the company types a buyer can register as (the single-store
 * variant /register/dd only pharmacies and clinics), which qualification documents each type
 * must upload and which it may, the checks of step 2 (company) and step 3 (licences: image,
 * number, a validity date not yet past on the Shanghai calendar), the wire form of step 3
 * (parallel lists) and the draft that carries what the buyer typed across the three steps.
 *
 * The draft survives going back a step and a reload: the web app keeps `encode(draft)` in session
 * storage and reads it back with `decode`, which accepts anything (garbage gives an empty draft)
 * and keeps only known fields, so a password or an SMS code is never stored. `entryStep` says
 * which step a visitor may see: a later step needs the earlier ones done.
 */
import { Result } from "effect"
import * as Forms from "./Forms.ts"
import * as Licence from "./Licence.ts"
import * as Messages from "./Messages.ts"

export type Variant = "main" | "dd"
export type CompanyType = "pharmacy" | "chain" | "clinic" | "hospital"
export type LicenceKind = "business" | "drug" | "medical" | "device" | "proxy"

export const COMPANY_TYPES: ReadonlyArray<CompanyType> = ["pharmacy", "chain", "clinic", "hospital"]
export const LICENCE_KINDS: ReadonlyArray<LicenceKind> = [
  "business",
  "drug",
  "medical",
  "device",
  "proxy",
]

/** The company types a variant offers: the single-store registration only single stores. */
export const typesFor = (variant: Variant): ReadonlyArray<CompanyType> =>
  variant === "dd" ? ["pharmacy", "clinic"] : COMPANY_TYPES

export const isCompanyType = (x: unknown): x is CompanyType =>
  typeof x === "string" && (COMPANY_TYPES as ReadonlyArray<string>).includes(x)

export const isLicenceKind = (x: unknown): x is LicenceKind =>
  typeof x === "string" && (LICENCE_KINDS as ReadonlyArray<string>).includes(x)

export interface LicenceRule {
  readonly required: ReadonlyArray<LicenceKind>
  readonly optional: ReadonlyArray<LicenceKind>
}

const RULES: Readonly<Record<CompanyType, LicenceRule>> = {
  pharmacy: { required: ["business", "drug"], optional: ["device"] },
  chain: { required: ["business", "drug", "proxy"], optional: ["device"] },
  clinic: { required: ["business", "medical"], optional: ["device", "proxy"] },
  hospital: { required: ["medical", "proxy"], optional: ["business", "device"] },
}

/** Which documents a company type must upload and which it may. */
export const licencesFor = (type: CompanyType): LicenceRule => RULES[type]

/** Every document a type can upload, required ones first. */
export const documentsFor = (type: CompanyType): ReadonlyArray<LicenceKind> => [
  ...RULES[type].required,
  ...RULES[type].optional,
]

export const companyTypeName = (type: CompanyType): string => Messages.companyTypes[type]
export const licenceName = (kind: LicenceKind): string => Messages.licenceNames[kind]

// ---------------------------------------------------------------------------------------------
// Step 2: the company

export type Step2Field = keyof typeof Forms.registerStep2
export const STEP2_FIELDS = Object.keys(Forms.registerStep2) as ReadonlyArray<Step2Field>

export interface Company {
  readonly values: Forms.Values<Step2Field>
  readonly companyType: CompanyType
  readonly scopeIds: ReadonlyArray<number>
}

/** The scope field's name in forms and in 422 answers. */
export const SCOPE_FIELD = "jyfw_ids"
export type Step2Errors = Readonly<Partial<Record<Step2Field | typeof SCOPE_FIELD, string>>>

/**
 * Step 2's checks: the form's fields, a company type this variant offers, and at least one
 * business scope (positive whole ids).
 */
export const validateStep2 = (
  variant: Variant,
  input: Readonly<Partial<Record<Step2Field, unknown>>>,
  scopeIds: ReadonlyArray<number>,
): Result.Result<Company, Step2Errors> => {
  const form = Forms.validate(Forms.registerStep2, input)
  const errors: Partial<Record<Step2Field | typeof SCOPE_FIELD, string>> = Result.isFailure(form)
    ? { ...form.failure }
    : {}
  const type = String(input.company_type ?? "").trim()
  if (
    errors.company_type === undefined &&
    !(typesFor(variant) as ReadonlyArray<string>).includes(type)
  )
    errors.company_type = Messages.registerErrors.companyTypeRequired
  const ids = scopeIds.filter((id) => Number.isSafeInteger(id) && id > 0)
  if (ids.length === 0 || ids.length !== scopeIds.length)
    errors[SCOPE_FIELD] = Messages.registerErrors.scopeRequired
  if (Result.isFailure(form) || Object.keys(errors).length > 0) return Result.fail(errors)
  return Result.succeed({
    values: form.success,
    companyType: type as CompanyType,
    scopeIds: [...new Set(ids)],
  })
}

// ---------------------------------------------------------------------------------------------
// Step 3: the licences

export interface LicenceInput {
  readonly number: string
  readonly validUntil: string
  readonly image: string
}
export interface LicenceEntry extends LicenceInput {
  readonly kind: LicenceKind
}

/** Field names of a licence's parts in forms and in 422 answers: `drug_number` etc. */
export const licenceField = (kind: LicenceKind, part: "number" | "valid_until" | "image"): string =>
  `${kind}_${part}`

const NUMBER = /^[0-9A-Za-z\u4e00-\u9fa5（）()\-—[\]【】]{4,50}$/

/**
 * Step 3's checks at `now` (epoch ms): every required document of the type with an image, a
 * number (4-50 letters, digits, Chinese characters, brackets or hyphens) and a validity date
 * (`YYYY-MM-DD`) not before today in Shanghai; an optional document is checked the same way once
 * any of its parts is filled, and left out when all are blank. Documents the type does not take
 * are ignored. Errors are keyed `{kind}_image`, `{kind}_number`, `{kind}_valid_until`.
 */
export const validateLicences = (
  type: CompanyType,
  input: Readonly<Partial<Record<LicenceKind, Partial<LicenceInput>>>>,
  now: number,
): Result.Result<ReadonlyArray<LicenceEntry>, Readonly<Record<string, string>>> => {
  const E = Messages.registerErrors
  const errors: Record<string, string> = {}
  const entries: LicenceEntry[] = []
  const rule = RULES[type]
  for (const kind of documentsFor(type)) {
    const raw = input[kind] ?? {}
    const number = (raw.number ?? "").trim()
    const validUntil = (raw.validUntil ?? "").trim()
    const image = (raw.image ?? "").trim()
    const required = rule.required.includes(kind)
    if (!required && number === "" && validUntil === "" && image === "") continue
    const name = licenceName(kind)
    if (image === "") errors[licenceField(kind, "image")] = E.licenceImageRequired(name)
    if (number === "") errors[licenceField(kind, "number")] = E.licenceNumberRequired(name)
    else if (!NUMBER.test(number))
      errors[licenceField(kind, "number")] = E.licenceNumberInvalid(name)
    const day = Licence.dayNumber(validUntil)
    if (validUntil === "") errors[licenceField(kind, "valid_until")] = E.licenceDateRequired(name)
    else if (day === null) errors[licenceField(kind, "valid_until")] = E.licenceDateInvalid(name)
    else if (day < Licence.today(now))
      errors[licenceField(kind, "valid_until")] = E.licenceExpired(name)
    entries.push({ kind, number, validUntil, image })
  }
  return Object.keys(errors).length > 0 ? Result.fail(errors) : Result.succeed(entries)
}

export interface Step3Lists {
  readonly licence_type: ReadonlyArray<LicenceKind>
  readonly licence_number: ReadonlyArray<string>
  readonly licence_valid_until: ReadonlyArray<string>
  readonly licence_image: ReadonlyArray<string>
}

/** The wire form of step 3: parallel lists, one index per document. */
export const toLists = (entries: ReadonlyArray<LicenceEntry>): Step3Lists => ({
  licence_type: entries.map((e) => e.kind),
  licence_number: entries.map((e) => e.number),
  licence_valid_until: entries.map((e) => e.validUntil),
  licence_image: entries.map((e) => e.image),
})

/**
 * The documents of a step 3 body, by kind (the last of a repeated kind wins), or `null` when the
 * lists differ in length or name an unknown kind.
 */
export const fromLists = (lists: {
  readonly [K in keyof Step3Lists]: ReadonlyArray<unknown>
}): Partial<Record<LicenceKind, LicenceInput>> | null => {
  const n = lists.licence_type.length
  if (
    lists.licence_number.length !== n ||
    lists.licence_valid_until.length !== n ||
    lists.licence_image.length !== n
  )
    return null
  const out: Partial<Record<LicenceKind, LicenceInput>> = {}
  for (let i = 0; i < n; i++) {
    const kind = lists.licence_type[i]
    if (!isLicenceKind(kind)) return null
    out[kind] = {
      number: String(lists.licence_number[i] ?? ""),
      validUntil: String(lists.licence_valid_until[i] ?? ""),
      image: String(lists.licence_image[i] ?? ""),
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// The draft across steps

/** 1-3: the furthest step the buyer may open; 4: submitted (step 3 shows what happens next). */
export type Reached = 1 | 2 | 3 | 4

export interface Draft {
  readonly variant: Variant
  /** `register_token` from step 1 (or the WeChat bind); empty before. */
  readonly token: string
  readonly reached: Reached
  readonly phone: string
  readonly step2: Readonly<Partial<Record<Step2Field, string>>>
  readonly scopeIds: ReadonlyArray<number>
  readonly licences: Readonly<Partial<Record<LicenceKind, LicenceInput>>>
}

export const empty = (variant: Variant): Draft => ({
  variant,
  token: "",
  reached: 1,
  phone: "",
  step2: {},
  scopeIds: [],
  licences: {},
})

/** Session-storage key of a variant's draft. */
export const storageKey = (variant: Variant): string => `mall.register.${variant}`

/** Step 1 done: the phone and the token; step 2 is open. */
export const afterStep1 = (draft: Draft, phone: string, token: string): Draft => ({
  ...draft,
  phone,
  token,
  reached: draft.reached >= 2 && draft.reached < 4 && draft.phone === phone ? draft.reached : 2,
})

/**
 * Back on step 1 after finishing it: with the same phone and no new code or password typed, the
 * buyer goes on to step 2 without signing up again (the password is never kept to resend it).
 */
export const canSkipStep1 = (
  draft: Draft,
  input: { readonly phone: string; readonly code: string; readonly password: string },
): boolean =>
  draft.token !== "" &&
  draft.reached >= 2 &&
  draft.reached <= 3 &&
  input.phone.trim() === draft.phone &&
  input.code.trim() === "" &&
  input.password === ""

/** What the buyer typed on step 2 (kept whether or not it was sent). */
export const withStep2 = (
  draft: Draft,
  step2: Readonly<Partial<Record<Step2Field, string>>>,
  scopeIds: ReadonlyArray<number>,
): Draft => ({ ...draft, step2: { ...step2 }, scopeIds: [...scopeIds] })

/** Step 2 done: step 3 is open. */
export const afterStep2 = (draft: Draft): Draft => ({
  ...draft,
  reached: draft.reached < 3 ? 3 : draft.reached,
})

/** What the buyer filled in for one document. */
export const withLicence = (draft: Draft, kind: LicenceKind, input: LicenceInput): Draft => ({
  ...draft,
  licences: { ...draft.licences, [kind]: { ...input } },
})

/** Submitted: only the phone is kept, for the closing message. */
export const submitted = (draft: Draft): Draft => ({
  ...empty(draft.variant),
  phone: draft.phone,
  reached: 4,
})

/**
 * The step a visitor asking for `wanted` (1-3) is shown: a step needs the earlier ones done and
 * the token; a submitted draft shows step 3 (what happens next) and starts afresh on step 1.
 */
export const entryStep = (draft: Draft, wanted: 1 | 2 | 3): 1 | 2 | 3 => {
  if (draft.reached === 4) return wanted === 1 ? 1 : 3
  if (draft.token === "") return 1
  return Math.min(wanted, draft.reached) as 1 | 2 | 3
}

/** The draft as stored: known fields only (never a password or a code). */
export const encode = (draft: Draft): string =>
  JSON.stringify({
    variant: draft.variant,
    token: draft.token,
    reached: draft.reached,
    phone: draft.phone,
    step2: Object.fromEntries(
      STEP2_FIELDS.flatMap((k) => {
        const v = draft.step2[k]
        return typeof v === "string" ? [[k, v]] : []
      }),
    ),
    scopeIds: draft.scopeIds.filter((n) => Number.isSafeInteger(n) && n > 0),
    licences: Object.fromEntries(
      LICENCE_KINDS.flatMap((k) => {
        const l = draft.licences[k]
        return l ? [[k, { number: l.number, validUntil: l.validUntil, image: l.image }]] : []
      }),
    ),
  })

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x)
const str = (x: unknown): string => (typeof x === "string" ? x.slice(0, 500) : "")

/** A stored draft read back; anything unreadable, or another variant's, gives an empty draft. */
export const decode = (raw: string | null | undefined, variant: Variant): Draft => {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw ?? "")
  } catch {
    return empty(variant)
  }
  if (!isRecord(parsed) || parsed.variant !== variant) return empty(variant)
  const reached = [1, 2, 3, 4].includes(parsed.reached as number) ? (parsed.reached as Reached) : 1
  const step2In = isRecord(parsed.step2) ? parsed.step2 : {}
  const step2: Partial<Record<Step2Field, string>> = {}
  for (const k of STEP2_FIELDS) if (typeof step2In[k] === "string") step2[k] = str(step2In[k])
  const scopeIds = Array.isArray(parsed.scopeIds)
    ? parsed.scopeIds.filter((n): n is number => Number.isSafeInteger(n) && (n as number) > 0)
    : []
  const licencesIn = isRecord(parsed.licences) ? parsed.licences : {}
  const licences: Partial<Record<LicenceKind, LicenceInput>> = {}
  for (const k of LICENCE_KINDS) {
    const l = licencesIn[k]
    if (isRecord(l))
      licences[k] = { number: str(l.number), validUntil: str(l.validUntil), image: str(l.image) }
  }
  return {
    variant,
    token: str(parsed.token),
    reached,
    phone: str(parsed.phone),
    step2,
    scopeIds: [...new Set(scopeIds)],
    licences,
  }
}

/**
 * The WeChat authorisation code that WeChat's sign-in hands back to /register/wechat (`?code=`):
 * letters, digits, `_` and `-`, at most 128 characters; anything else is no code (null), and
 * the page asks the buyer to scan again.
 */
export const wechatCode = (raw: string | null | undefined): string | null => {
  const code = (raw ?? "").trim()
  return /^[\w-]{1,128}$/.test(code) ? code : null
}

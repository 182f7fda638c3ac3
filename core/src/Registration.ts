/**
 * Member registration (会员注册): the company types a buyer can register as (the single-store
 * variant /register/dd only pharmacies and clinics), which qualification documents each type
 * must upload and which it may, their names, the parts a document is entered with (number,
 * validity date, image) and the field names those parts have in forms and 422 answers, and the
 * WeChat code that opens a registration from WeChat's sign-in. The checks of steps 2 and 3 are
 * core `RegistrationChecks`, step 3's wire form `RegistrationWire`, and what the buyer typed
 * across the steps `RegistrationDraft`.
 */
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

/** What the buyer enters for one document. */
export interface LicenceInput {
  readonly number: string
  readonly validUntil: string
  readonly image: string
}

/** Field names of a licence's parts in forms and in 422 answers: `drug_number` etc. */
export const licenceField = (kind: LicenceKind, part: "number" | "valid_until" | "image"): string =>
  `${kind}_${part}`

/**
 * The WeChat authorisation code that WeChat's sign-in hands back to /register/wechat (`?code=`):
 * letters, digits, `_` and `-`, at most 128 characters; anything else is no code (null), and
 * the page asks the buyer to scan again.
 */
export const wechatCode = (raw: string | null | undefined): string | null => {
  const code = (raw ?? "").trim()
  return /^[\w-]{1,128}$/.test(code) ? code : null
}

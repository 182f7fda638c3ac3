/**
 * The checks of registration steps 2 and 3. Step 2 (the company): the form's fields (core
 * `Forms.registerStep2`), a company type the variant offers and at least one business scope.
 * Step 3 (the licences, at the instant `now`): every document the company type requires, and any
 * optional one once a part of it is filled, with an image, a number and a validity date (a real
 * `YYYY-MM-DD`, not before today on the Shanghai calendar). Errors are Chinese messages keyed by
 * the field names of the forms and of the back end's 422 answers.
 */
import { Result } from "effect"
import * as Forms from "./Forms.ts"
import * as Licence from "./Licence.ts"
import * as Messages from "./Messages.ts"
import * as Registration from "./Registration.ts"
import type { CompanyType, LicenceInput, LicenceKind, Variant } from "./Registration.ts"

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
    !(Registration.typesFor(variant) as ReadonlyArray<string>).includes(type)
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

export interface LicenceEntry extends LicenceInput {
  readonly kind: LicenceKind
}

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
  const rule = Registration.licencesFor(type)
  for (const kind of Registration.documentsFor(type)) {
    const raw = input[kind] ?? {}
    const number = (raw.number ?? "").trim()
    const validUntil = (raw.validUntil ?? "").trim()
    const image = (raw.image ?? "").trim()
    const required = rule.required.includes(kind)
    if (!required && number === "" && validUntil === "" && image === "") continue
    const name = Registration.licenceName(kind)
    if (image === "")
      errors[Registration.licenceField(kind, "image")] = E.licenceImageRequired(name)
    if (number === "")
      errors[Registration.licenceField(kind, "number")] = E.licenceNumberRequired(name)
    else if (!NUMBER.test(number))
      errors[Registration.licenceField(kind, "number")] = E.licenceNumberInvalid(name)
    const day = Licence.dayNumber(validUntil)
    if (validUntil === "")
      errors[Registration.licenceField(kind, "valid_until")] = E.licenceDateRequired(name)
    else if (day === null)
      errors[Registration.licenceField(kind, "valid_until")] = E.licenceDateInvalid(name)
    else if (day < Licence.today(now))
      errors[Registration.licenceField(kind, "valid_until")] = E.licenceExpired(name)
    entries.push({ kind, number, validUntil, image })
  }
  return Object.keys(errors).length > 0 ? Result.fail(errors) : Result.succeed(entries)
}

/**
 * The registration draft: what the buyer typed across the three steps, and how far they got.
 * It survives going back a step and a reload: the web app keeps `encode(draft)` in session
 * storage and reads it back with `decode`, which accepts anything (garbage gives an empty draft)
 * and keeps only known fields, so a password or an SMS code is never stored. `entryStep` says
 * which step a visitor may see: a later step needs the earlier ones done.
 */
import * as Registration from "./Registration.ts"
import type { LicenceInput, LicenceKind, Variant } from "./Registration.ts"
import * as RegistrationChecks from "./RegistrationChecks.ts"
import type { Step2Field } from "./RegistrationChecks.ts"

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
      RegistrationChecks.STEP2_FIELDS.flatMap((k) => {
        const v = draft.step2[k]
        return typeof v === "string" ? [[k, v]] : []
      }),
    ),
    scopeIds: draft.scopeIds.filter((n) => Number.isSafeInteger(n) && n > 0),
    licences: Object.fromEntries(
      Registration.LICENCE_KINDS.flatMap((k) => {
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
  for (const k of RegistrationChecks.STEP2_FIELDS)
    if (typeof step2In[k] === "string") step2[k] = str(step2In[k])
  const scopeIds = Array.isArray(parsed.scopeIds)
    ? parsed.scopeIds.filter((n): n is number => Number.isSafeInteger(n) && (n as number) > 0)
    : []
  const licencesIn = isRecord(parsed.licences) ? parsed.licences : {}
  const licences: Partial<Record<LicenceKind, LicenceInput>> = {}
  for (const k of Registration.LICENCE_KINDS) {
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

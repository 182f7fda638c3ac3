/**
 * The wire form of registration step 3: the documents as parallel lists, one index per document
 * (`licence_type`, `licence_number`, `licence_valid_until`, `licence_image`), as the form body of
 * the step 3 call carries them. `toLists` writes them from the checked entries; `fromLists` reads a
 * body's lists back (the back end), refusing lists of different lengths or an unknown kind.
 */
import * as Registration from "./Registration.ts"
import type { LicenceInput, LicenceKind } from "./Registration.ts"
import type { LicenceEntry } from "./RegistrationChecks.ts"

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
    if (!Registration.isLicenceKind(kind)) return null
    out[kind] = {
      number: String(lists.licence_number[i] ?? ""),
      validUntil: String(lists.licence_valid_until[i] ?? ""),
      image: String(lists.licence_image[i] ?? ""),
    }
  }
  return out
}

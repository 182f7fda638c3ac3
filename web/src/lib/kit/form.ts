/**
 * The form kit's model: a form's values, per-field messages and sending state as signals, over a
 * core `Forms` definition (the field checks and their Chinese messages).
 *
 * - `setField` changes one value and clears its message.
 * - `submit(send)` checks every field first (nothing is sent while a field is wrong), sends the
 *   checked values once (a second submit while sending is ignored: the button is disabled), and:
 *   on success resolves with the outcome; on a 422 puts each field's first server message under
 *   its field and toasts the first one (spec §8; `toastFieldErrors: false` keeps it to the
 *   fields); any other failure goes to the shared display.
 *   What the buyer typed is never cleared by a failure.
 * - `check()` is that first step alone (a form that sends nothing: a list's search row).
 * - `reject(errors)` puts messages that a check outside the fields found (a return's lines
 *   against the order) on their fields; the first takes focus, as after a failed submit.
 * - `persist`: the values survive a reload and going back a step (sessionStorage under the key),
 *   those typed and those `fill` puts in alike (a used SMS code emptied stays empty); secret
 *   fields (passwords: fields core does not trim) are never stored.
 */
import * as Forms from "@mall/core/Forms"
import * as Validation from "@mall/core/Validation"
import { batch, signal, type ReadonlySignal } from "@preact/signals-react"
import { keepObject, keepText, storedObject } from "../browser.ts"
import type { Outcome } from "../api/outcome.ts"
import { showOutcome } from "../api/outcomeUi.ts"

export interface FormModel<K extends string> {
  readonly fields: Forms.Form<K>
  readonly values: ReadonlySignal<Readonly<Record<K, string>>>
  readonly errors: ReadonlySignal<Forms.Errors<K>>
  readonly submitting: ReadonlySignal<boolean>
  /** The field to focus after a failed submit (the first with a message), bumped each time. */
  readonly focusRequest: ReadonlySignal<{ readonly field: K; readonly seq: number } | null>
  setField(field: K, value: string): void
  /** Replaces all values (e.g. an edit form filled from the server) and clears the messages. */
  fill(values: Readonly<Partial<Record<K, string>>>): void
  /** Back to the initial values (and forgets the stored copy). */
  reset(): void
  /** Checks every field: the values, or null with the messages shown and the first focused. */
  check(): Forms.Values<K> | null
  /** Shows messages found outside the field checks on their fields and focuses the first. */
  reject(errors: Forms.Errors<K>): void
  submit<A>(send: (values: Forms.Values<K>) => Promise<Outcome<A>>): Promise<Outcome<A> | null>
}

export interface FormOptions<K extends string> {
  readonly fields: Forms.Form<K>
  readonly initial: Readonly<Record<K, string>>
  /** sessionStorage key under which the values (minus secrets) survive a reload. */
  readonly persist?: string
  /**
   * `false`: a 422 whose messages land on the form's fields is shown there only, not toasted as
   * well (a 422 naming none of the fields is still toasted). Default `true` (spec §8).
   */
  readonly toastFieldErrors?: boolean
}

const fieldNames = <K extends string>(fields: Forms.Form<K>): ReadonlyArray<K> =>
  Object.keys(fields) as K[]

/** The server's 422 `errors` on the form's own fields: each field's first message. */
export const serverErrors = <K extends string>(
  fields: Forms.Form<K>,
  raw: unknown,
): Forms.Errors<K> => {
  const out: Partial<Record<K, string>> = {}
  if (typeof raw !== "object" || raw === null) return out
  for (const field of fieldNames(fields)) {
    const message = Validation.firstFieldError({ [field]: (raw as Record<string, unknown>)[field] })
    if (message !== undefined) out[field] = message
  }
  return out
}

export function createForm<K extends string>(options: FormOptions<K>): FormModel<K> {
  const { fields, initial, persist, toastFieldErrors = true } = options
  const names = fieldNames(fields)
  const stored = (): Partial<Record<K, string>> => {
    if (persist === undefined) return {}
    const kept = storedObject(persist)
    const out: Partial<Record<K, string>> = {}
    for (const k of names) {
      const v = kept[k]
      if (typeof v === "string" && fields[k].trim) out[k] = v
    }
    return out
  }
  const save = (v: Readonly<Record<K, string>>): void => {
    if (persist === undefined) return
    const kept: Partial<Record<K, string>> = {}
    for (const k of names) if (fields[k].trim) kept[k] = v[k]
    // storage full or off: the form still works, only a reload forgets it
    keepObject(persist, kept)
  }
  const values = signal<Readonly<Record<K, string>>>({ ...initial, ...stored() })
  const none = {} as Forms.Errors<K>
  const errors = signal<Forms.Errors<K>>(none)
  const submitting = signal(false)
  const focusRequest = signal<{ field: K; seq: number } | null>(null)
  let focusSeq = 0
  const askFocus = (e: Forms.Errors<K>): void => {
    const first = names.find((k) => e[k] !== undefined)
    if (first !== undefined) focusRequest.value = { field: first, seq: ++focusSeq }
  }

  const check = (): Forms.Values<K> | null => {
    const checked = Forms.validate(fields, values.peek())
    if (checked._tag === "Failure") {
      errors.value = checked.failure
      askFocus(checked.failure)
      return null
    }
    errors.value = none
    return checked.success
  }

  return {
    fields,
    values,
    errors,
    submitting,
    focusRequest,
    setField(field, value) {
      batch(() => {
        values.value = { ...values.value, [field]: value }
        if (errors.value[field] !== undefined)
          errors.value = { ...errors.value, [field]: undefined }
      })
      save(values.value)
    },
    fill(next) {
      batch(() => {
        values.value = { ...values.value, ...next }
        errors.value = none
      })
      save(values.value)
    },
    reset() {
      batch(() => {
        values.value = { ...initial }
        errors.value = none
      })
      if (persist !== undefined) keepText(persist, null)
    },
    check,
    reject(e) {
      errors.value = { ...errors.value, ...e }
      askFocus(e)
    },
    async submit(send) {
      if (submitting.peek()) return null
      const checked = check()
      if (checked === null) return null
      submitting.value = true
      const outcome = await send(checked)
      submitting.value = false
      if (outcome._tag === "Success") return outcome
      if (outcome._tag === "FormInvalid") {
        const perField = serverErrors(fields, outcome.errors)
        if (Object.keys(perField).length > 0) {
          errors.value = perField
          askFocus(perField)
          if (!toastFieldErrors) return outcome
        }
      }
      showOutcome(outcome)
      return outcome
    },
  }
}

/**
 * The form kit's fields: a label, the control, and the field's message (core's or the server's
 * 422), wired for assistive technology (`aria-invalid`, `aria-describedby`). The first field with
 * a message takes focus after a failed submit. The submit button is disabled while sending with
 * `aria-disabled` (a second submit is ignored), so it keeps focus rather than dropping it to the
 * page, and has it still when the answer is a failure.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react"
import { Button } from "../ui/Button.tsx"
import type { FormModel } from "./form.ts"
import styles from "./Kit.module.css"

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Focuses the field the model asks for (after a failed submit or `reject`). A control the kit
 * does not draw (a return's quantity) uses it too, with its own ref.
 */
export function useFocusRequest<K extends string>(
  form: FormModel<K>,
  name: K,
  ref: { current: Control | null },
) {
  const request = form.focusRequest.value
  useEffect(() => {
    if (request !== null && request.field === name) ref.current?.focus()
  }, [request, name, ref])
}

type FieldProps<K extends string> = {
  form: FormModel<K>
  name: K
  label: string
  hint?: string
  required?: boolean
  /** A page's own look for the field: its wrapper's and its message's classes instead of the kit's. */
  classes?: { readonly field?: string | undefined; readonly message?: string | undefined }
}

function FieldShell<K extends string>({
  form,
  name,
  label,
  hint,
  required,
  classes,
  id,
  children,
}: FieldProps<K> & { id: string; children: ReactNode }) {
  const message = form.errors.value[name]
  return (
    <div className={classes?.field ?? styles.field}>
      <label htmlFor={id}>
        {required === true && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      {children}
      {hint !== undefined && (
        <span id={`${id}-hint`} className={styles.fieldHint}>
          {hint}
        </span>
      )}
      {message !== undefined && (
        <span id={`${id}-msg`} className={classes?.message ?? styles.fieldMessage} role="alert">
          {message}
        </span>
      )}
    </div>
  )
}

const describedBy = (id: string, hint: boolean, message: boolean): string | undefined =>
  [hint ? `${id}-hint` : "", message ? `${id}-msg` : ""].filter(Boolean).join(" ") || undefined

export function TextField<K extends string>(
  props: FieldProps<K> & {
    type?: "text" | "tel" | "email" | "password" | "number" | "date"
    autoComplete?: string
    maxLength?: number
    placeholder?: string
    /** Takes each typed value instead of the form (which it must then set). */
    onValue?: (value: string) => void
  },
) {
  const { form, name, type = "text", autoComplete, maxLength, placeholder, onValue } = props
  const id = useId()
  const ref = useRef<HTMLInputElement | null>(null)
  useFocusRequest(form, name, ref)
  const message = form.errors.value[name]
  return (
    <FieldShell {...props} id={id}>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        value={form.values.value[name]}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={props.required === true ? true : undefined}
        aria-invalid={message !== undefined}
        aria-describedby={describedBy(id, props.hint !== undefined, message !== undefined)}
        onChange={(e) =>
          onValue !== undefined
            ? onValue(e.currentTarget.value)
            : form.setField(name, e.currentTarget.value)
        }
      />
    </FieldShell>
  )
}

export function TextAreaField<K extends string>(
  props: FieldProps<K> & { rows?: number; maxLength?: number },
) {
  const { form, name, rows = 5, maxLength } = props
  const id = useId()
  const ref = useRef<HTMLTextAreaElement | null>(null)
  useFocusRequest(form, name, ref)
  const message = form.errors.value[name]
  return (
    <FieldShell {...props} id={id}>
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={form.values.value[name]}
        aria-required={props.required === true ? true : undefined}
        aria-invalid={message !== undefined}
        aria-describedby={describedBy(id, props.hint !== undefined, message !== undefined)}
        onChange={(e) => form.setField(name, e.currentTarget.value)}
      />
    </FieldShell>
  )
}

export function SelectField<K extends string>(
  props: FieldProps<K> & {
    options: ReadonlyArray<{ readonly value: string; readonly label: string }>
    /** The first, empty option's text (e.g. 请选择). */
    prompt?: string
  },
) {
  const { form, name, options, prompt } = props
  const id = useId()
  const ref = useRef<HTMLSelectElement | null>(null)
  useFocusRequest(form, name, ref)
  const message = form.errors.value[name]
  return (
    <FieldShell {...props} id={id}>
      <select
        ref={ref}
        id={id}
        name={name}
        value={form.values.value[name]}
        aria-required={props.required === true ? true : undefined}
        aria-invalid={message !== undefined}
        aria-describedby={describedBy(id, props.hint !== undefined, message !== undefined)}
        onChange={(e) => form.setField(name, e.currentTarget.value)}
      >
        {prompt !== undefined && <option value="">{prompt}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/** A `<form>` that submits through the model (no page reload), with its submit button. */
export function FormView<K extends string>({
  form,
  onSubmit,
  submitLabel = Messages.kit.submit,
  label,
  children,
  extraActions,
}: {
  form: FormModel<K>
  onSubmit: () => void
  submitLabel?: string
  /** The form's accessible name. */
  label: string
  children: ReactNode
  extraActions?: ReactNode
}) {
  const sending = form.submitting.value
  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        if (!form.submitting.peek()) onSubmit()
      }}
    >
      {children}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          aria-disabled={sending || undefined}
          aria-busy={sending}
        >
          {sending ? Messages.kit.submitting : submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  )
}

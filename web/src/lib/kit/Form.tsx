/**
 * The form kit's fields: the design system's fields (lib/ui/Field.tsx) bound to a form model: a
 * label, the control, and the field's message (core's or the server's 422), wired for assistive
 * technology (`aria-invalid`, `aria-describedby`); `FormView` lines them up in a FormGrid with
 * the submit button in the control column. The first field with
 * a message takes focus after a failed submit. The submit button is disabled while sending with
 * `aria-disabled` (a second submit is ignored), so it keeps focus rather than dropping it to the
 * page, and has it still when the answer is a failure.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react"
import { Button } from "../ui/Button.tsx"
import { Checkbox, Field, FormGrid, FormRow, fieldAria, type FieldWidth } from "../ui/Field.tsx"
import { Select, TextArea, TextInput, type SelectOption } from "../ui/Input.tsx"
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

export type FieldProps<K extends string> = {
  form: FormModel<K>
  name: K
  label: string
  hint?: string
  required?: boolean
  /** The control's width (design system `Field`): sm, md (default), lg, full. */
  width?: FieldWidth
}

/** The design system's field around one control of the form, with the form's message for it. */
export function FieldOf<K extends string>({
  form,
  name,
  label,
  hint,
  required,
  width,
  id,
  children,
}: FieldProps<K> & { id: string; children: ReactNode }) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      message={form.errors.value[name]}
      width={width}
    >
      {children}
    </Field>
  )
}

/** The attributes tying a control to its label, hint and the form's message. */
export const ariaOf = <K extends string>(
  form: FormModel<K>,
  name: K,
  id: string,
  props: FieldProps<K>,
) => ({
  ...fieldAria(id, { hint: props.hint, message: form.errors.value[name] }),
  name,
  "aria-required": props.required === true ? true : undefined,
})

export function TextField<K extends string>(
  props: FieldProps<K> & {
    type?: "text" | "tel" | "email" | "password" | "number"
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
  return (
    <FieldOf {...props} id={id}>
      <TextInput
        ref={ref}
        {...ariaOf(form, name, id, props)}
        type={type}
        value={form.values.value[name]}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) =>
          onValue !== undefined
            ? onValue(e.currentTarget.value)
            : form.setField(name, e.currentTarget.value)
        }
      />
    </FieldOf>
  )
}

export function TextAreaField<K extends string>(
  props: FieldProps<K> & { rows?: number; maxLength?: number; placeholder?: string },
) {
  const { form, name, rows = 5, maxLength, placeholder } = props
  const id = useId()
  const ref = useRef<HTMLTextAreaElement | null>(null)
  useFocusRequest(form, name, ref)
  return (
    <FieldOf {...props} width={props.width ?? "lg"} id={id}>
      <TextArea
        ref={ref}
        {...ariaOf(form, name, id, props)}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        value={form.values.value[name]}
        onChange={(e) => form.setField(name, e.currentTarget.value)}
      />
    </FieldOf>
  )
}

export function SelectField<K extends string>(
  props: FieldProps<K> & {
    options: ReadonlyArray<SelectOption>
    /** The first, empty option's text (e.g. 请选择). */
    prompt?: string
  },
) {
  const { form, name, options, prompt } = props
  const id = useId()
  const ref = useRef<HTMLSelectElement | null>(null)
  useFocusRequest(form, name, ref)
  return (
    <FieldOf {...props} id={id}>
      <Select
        ref={ref}
        {...ariaOf(form, name, id, props)}
        options={options}
        prompt={prompt}
        value={form.values.value[name]}
        onChange={(e) => form.setField(name, e.currentTarget.value)}
      />
    </FieldOf>
  )
}

/** A yes/no field of the form (`"1"` checked, `""` not): a checkbox with its label. */
export function CheckboxField<K extends string>(
  props: Omit<FieldProps<K>, "label" | "width"> & { label: ReactNode },
) {
  const { form, name, label } = props
  const id = useId()
  const ref = useRef<HTMLInputElement | null>(null)
  useFocusRequest(form, name, ref)
  const message = form.errors.value[name]
  return (
    <FormRow>
      <Checkbox
        ref={ref}
        id={id}
        name={name}
        label={label}
        checked={form.values.value[name] !== ""}
        aria-invalid={message !== undefined || undefined}
        aria-describedby={message !== undefined ? `${id}-msg` : undefined}
        onChange={(e) => form.setField(name, e.currentTarget.checked ? "1" : "")}
      />
      {message !== undefined && (
        <span id={`${id}-msg`} className={styles.fieldMessage} role="alert">
          {message}
        </span>
      )}
    </FormRow>
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
      <FormGrid>
        {children}
        <FormRow>
          <Button type="submit" variant="primary" busy={sending}>
            {sending ? Messages.kit.submitting : submitLabel}
          </Button>
          {extraActions}
        </FormRow>
      </FormGrid>
    </form>
  )
}

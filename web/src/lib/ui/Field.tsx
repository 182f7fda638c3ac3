/**
 * Fields and the form grid. `Field` is a label, one control, a hint said before the buyer types
 * and the field's message under the control; `fieldAria` wires the control to them
 * (`aria-invalid`, `aria-describedby`). `FormGrid` lines every field of a form up: labels in one
 * right-aligned column, controls in one column; `FormRow` puts actions or a notice in the control
 * column. `FieldGroup` is several controls under one label (省 / 市 / 区), a fieldset.
 *
 * `Checkbox` and `Radio` come with their label, `Choices` lines several up. The text controls
 * (`TextInput`, `TextArea`, `Select`) are in Input.tsx, apart, so a page that draws one without a
 * form (the header's search) does not load the form grid.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from "react"
import styles from "./Field.module.css"

export type FieldWidth = "sm" | "md" | "lg" | "full"

const widthClass: Record<FieldWidth, string | undefined> = {
  sm: styles.widthSm,
  md: styles.widthMd,
  lg: styles.widthLg,
  full: styles.widthFull,
}

/** The ids of a field's hint and message, and the attributes that tie its control to them. */
export function fieldAria(
  id: string,
  { hint, message }: { hint?: ReactNode; message?: ReactNode },
): { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  const by = [
    hint != null && hint !== "" ? `${id}-hint` : "",
    message != null && message !== "" ? `${id}-msg` : "",
  ]
    .filter(Boolean)
    .join(" ")
  return {
    id,
    "aria-invalid": message != null && message !== "" ? true : undefined,
    "aria-describedby": by === "" ? undefined : by,
  }
}

export type FieldProps = {
  /** The control's id (the label points at it); `fieldAria(id, …)` gives the control its attributes. */
  id: string
  label: ReactNode
  required?: boolean | undefined
  /** Said before the buyer types: the format, the limits. */
  hint?: ReactNode
  /** What is wrong with the value (core's or the server's message). */
  message?: ReactNode
  /** The control's width: sm 140, md 280 (default), lg 420, full. */
  width?: FieldWidth | undefined
  className?: string | undefined
  children: ReactNode
}

export function Field({
  id,
  label,
  required,
  hint,
  message,
  width = "md",
  className,
  children,
}: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")} data-ui="field">
      <label className={styles.label} htmlFor={id}>
        {required === true && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className={styles.control}>
        <div className={widthClass[width]}>{children}</div>
        {hint != null && hint !== "" && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        {message != null && message !== "" && (
          <span id={`${id}-msg`} className={styles.message} role="alert">
            {message}
          </span>
        )}
      </div>
    </div>
  )
}

/** Several controls under one label (省 / 市 / 区, a list of choices): a fieldset. */
export function FieldGroup({
  id,
  label,
  required,
  hint,
  message,
  width = "md",
  children,
}: Omit<FieldProps, "className">) {
  return (
    <fieldset
      className={`${styles.field} ${styles.fieldset}`}
      data-ui="field"
      aria-describedby={fieldAria(id, { hint, message })["aria-describedby"]}
    >
      <legend className="sr-only">{label}</legend>
      <span className={styles.label} aria-hidden="true">
        {required === true && <span className={styles.required}>*</span>}
        {label}
      </span>
      <div className={styles.control}>
        <div className={`${styles.group} ${width === "full" ? styles.groupFull : ""}`}>
          {children}
        </div>
        {hint != null && hint !== "" && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        {message != null && message !== "" && (
          <span id={`${id}-msg`} className={styles.message} role="alert">
            {message}
          </span>
        )}
      </div>
    </fieldset>
  )
}

/** The fields of a form, lined up: labels right-aligned in one column, controls in the next. */
export function FormGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.grid, className].filter(Boolean).join(" ")}>{children}</div>
}

/** A row of a FormGrid without a label of its own: the form's buttons, an agreement, a notice. */
export function FormRow({ children }: { children: ReactNode }) {
  return (
    <div className={styles.row}>
      <div className={styles.rowBody}>{children}</div>
    </div>
  )
}

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  /** The visible label; without one, give `aria-label`. */
  label?: ReactNode
  /** `tile`: the choice drawn as a bordered tile, outlined when chosen (a labelled one only). */
  look?: "plain" | "tile"
  ref?: Ref<HTMLInputElement>
}

function Check({
  type,
  label,
  className,
  look = "plain",
  ...rest
}: CheckProps & { type: "checkbox" | "radio" }) {
  const box = <input type={type} className={styles.box} data-ui="check" {...rest} />
  if (label === undefined) return box
  return (
    <label
      className={[styles.check, look === "tile" ? styles.tile : null, className]
        .filter(Boolean)
        .join(" ")}
    >
      {box}
      <span>{label}</span>
    </label>
  )
}

export function Checkbox(props: CheckProps) {
  return <Check type="checkbox" {...props} />
}

export function Radio(props: CheckProps) {
  return <Check type="radio" {...props} />
}

/** A row of radios or checkboxes. */
export function Choices({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div
      className={styles.choices}
      role={label !== undefined ? "group" : undefined}
      aria-label={label}
    >
      {children}
    </div>
  )
}

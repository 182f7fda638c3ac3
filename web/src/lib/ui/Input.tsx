/**
 * The text controls: `TextInput`, `TextArea` and `Select` (the platform's select, drawn the mall's
 * way: it keeps the platform's keyboard and reading). Text inputs and selects come in the two field
 * sizes, `md` (forms) and `sm` (tables and dense rows); inside a `Field` they take its width.
 */
import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react"
import styles from "./Input.module.css"

export type FieldSize = "sm" | "md"

type Sized = { size?: FieldSize | undefined; ref?: Ref<HTMLInputElement> }

export function TextInput({
  size = "md",
  className,
  type = "text",
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & Sized) {
  return (
    <input
      type={type}
      className={[styles.input, size === "sm" ? styles.sm : "", className]
        .filter(Boolean)
        .join(" ")}
      data-ui="field"
      data-size={size}
      {...rest}
    />
  )
}

export function TextArea({
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      className={[styles.textarea, className].filter(Boolean).join(" ")}
      data-ui="field"
      {...rest}
    />
  )
}

export type SelectOption = {
  readonly value: string
  readonly label: string
  readonly disabled?: boolean
}

export function Select({
  size = "md",
  options,
  prompt,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> & {
  size?: FieldSize | undefined
  options: ReadonlyArray<SelectOption>
  /** The first, empty option (请选择). */
  prompt?: string | undefined
  ref?: Ref<HTMLSelectElement>
}) {
  return (
    <span className={[styles.selectWrap, className].filter(Boolean).join(" ")} data-ui="select">
      <select
        className={[styles.select, size === "sm" ? styles.sm : ""].join(" ")}
        data-ui="field"
        data-size={size}
        {...rest}
      >
        {prompt !== undefined && <option value="">{prompt}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  )
}

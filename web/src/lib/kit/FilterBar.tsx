/**
 * A list's search row: one text field and a date range (开始日期 至 结束日期, the design system's
 * DateRange: 年-月-日 typed or picked), with 搜索 and 重置.
 * What the buyer types stays in the fields until they search; a range whose end is before its
 * start is refused here with its message on the end date, which takes focus (core
 * Forms.listFilter through the form kit); nothing is searched. The values come from and go to the
 * list's URL state (useListQuery).
 */
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react"
import { Button } from "../ui/Button.tsx"
import { DateRange } from "../ui/DateField.tsx"
import { TextInput } from "../ui/Input.tsx"
import { createForm } from "./form.ts"
import { useFocusRequest } from "./Form.tsx"
import styles from "./FilterBar.module.css"

export type FilterValues = { readonly text: string; readonly start: string; readonly end: string }

export type FilterBarProps = {
  /** The form's accessible name. */
  label: string
  textLabel: string
  placeholder?: string
  values: FilterValues
  onSearch: (values: FilterValues) => void
}

export function FilterBar({ label, textLabel, placeholder, values, onSearch }: FilterBarProps) {
  const id = useId()
  const [form] = useState(() => createForm({ fields: Forms.listFilter, initial: { ...values } }))
  const endRef = useRef<HTMLInputElement | null>(null)
  useFocusRequest(form, "end", endRef)
  // A new URL (back, a tab, a reset) puts its values into the fields.
  const { text, start, end } = values
  const shown = useRef(values)
  useLayoutEffect(() => {
    const was = shown.current
    if (was.text === text && was.start === start && was.end === end) return
    shown.current = { text, start, end }
    form.fill({ text, start, end })
  }, [form, text, start, end])
  const draft = form.values.value
  const error = form.errors.value.end
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const checked = form.check()
    if (checked !== null) onSearch(checked)
  }
  const clear = () => {
    const empty = { text: "", start: "", end: "" }
    form.fill(empty)
    onSearch(empty)
  }
  return (
    <form className={styles.bar} role="search" aria-label={label} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={`${id}-text`}>
        {textLabel}
      </label>
      <TextInput
        id={`${id}-text`}
        type="search"
        className={styles.text}
        value={draft.text}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => form.setField("text", e.currentTarget.value)}
      />
      <span className={styles.label}>{Messages.kit.dateRange}</span>
      <DateRange
        startId={`${id}-start`}
        endId={`${id}-end`}
        start={draft.start}
        end={draft.end}
        onStart={(v) => form.setField("start", v)}
        onEnd={(v) => form.setField("end", v)}
        startLabel={Messages.kit.dateFrom}
        endLabel={Messages.kit.dateTo}
        invalid={error !== undefined}
        describedBy={error !== undefined ? `${id}-error` : undefined}
        endRef={endRef}
      />
      <Button type="submit" variant="primary">
        {Messages.kit.search}
      </Button>
      <Button onClick={clear}>{Messages.kit.reset}</Button>
      {error !== undefined && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

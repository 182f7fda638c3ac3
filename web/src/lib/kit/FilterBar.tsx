/**
 * A list's search row: one text field and a date range (开始日期 – 结束日期), with 搜索 and 重置.
 * What the buyer types stays in the fields until they search; a range whose end is before its
 * start is refused here with its message (core ListQuery.rangeInverted), nothing is searched.
 * The values come from and go to the list's URL state (useListQuery).
 */
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import { useId, useState, type FormEvent } from "react"
import { Button } from "../ui/Button.tsx"
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
  const [draft, setDraft] = useState(values)
  const [error, setError] = useState<string | null>(null)
  // A new URL (back, a tab, a reset) puts its values into the fields.
  const [shown, setShown] = useState(values)
  if (shown.text !== values.text || shown.start !== values.start || shown.end !== values.end) {
    setShown(values)
    setDraft(values)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (ListQuery.rangeInverted(draft.start, draft.end)) {
      setError(Messages.kit.dateRangeInverted)
      return
    }
    setError(null)
    onSearch({ ...draft, text: draft.text.trim() })
  }
  const clear = () => {
    const empty = { text: "", start: "", end: "" }
    setDraft(empty)
    setError(null)
    onSearch(empty)
  }
  return (
    <form className={styles.bar} role="search" aria-label={label} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`}>{textLabel}</label>
      <input
        id={`${id}-text`}
        type="search"
        value={draft.text}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => setDraft({ ...draft, text: e.currentTarget.value })}
      />
      <label htmlFor={`${id}-start`}>{Messages.kit.dateFrom}</label>
      <input
        id={`${id}-start`}
        type="date"
        value={draft.start}
        aria-invalid={error !== null ? true : undefined}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, start: e.currentTarget.value })}
      />
      <label htmlFor={`${id}-end`}>{Messages.kit.dateTo}</label>
      <input
        id={`${id}-end`}
        type="date"
        value={draft.end}
        aria-invalid={error !== null ? true : undefined}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, end: e.currentTarget.value })}
      />
      <Button type="submit" variant="primary">
        {Messages.kit.search}
      </Button>
      <Button onClick={clear}>{Messages.kit.reset}</Button>
      {error !== null && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

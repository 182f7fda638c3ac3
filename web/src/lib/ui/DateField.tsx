/**
 * The date field: always 年-月-日 (`2026-11-27`), whatever the browser's locale, never the
 * platform's date widget. The buyer types a day (any form core Calendar reads: `2026/11/27`,
 * `20261127`…, made `2026-11-27` on leaving the field) or picks it in a calendar: the button at the
 * field's end opens a month grid (Radix Popover) worked by the keyboard as a date grid is (arrows
 * a day or a week, Home/End the week's ends, PageUp/PageDown a month, with Shift a year, Enter
 * picks, Esc closes and gives focus back). `DateRange` is two of them with 至 between.
 *
 * The value is the text in the field: the form that holds it checks it (core DateTime.dateRange).
 */
import * as Popover from "@radix-ui/react-popover"
import * as Calendar from "@mall/core/Calendar"
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from "react"
import { Button } from "./Button.tsx"
import { IconButton } from "./IconButton.tsx"
import styles from "./DateField.module.css"
import { calendarIcon } from "./icons/calendar.ts"
import { chevronLeftIcon } from "./icons/chevronLeft.ts"
import { chevronRightIcon } from "./icons/chevronRight.ts"
import { chevronsLeftIcon } from "./icons/chevronsLeft.ts"
import { chevronsRightIcon } from "./icons/chevronsRight.ts"

const w = Messages.ui

export type DateFieldProps = {
  id?: string | undefined
  value: string
  onChange: (value: string) => void
  /** The field's name, for the calendar's accessible name. */
  label: string
  /** Names the input itself when no `<label>` points at it. */
  "aria-label"?: string | undefined
  "aria-invalid"?: boolean | undefined
  "aria-describedby"?: string | undefined
  disabled?: boolean | undefined
  inputRef?: Ref<HTMLInputElement> | undefined
  /** The Shanghai day the calendar marks as today (tests pass a fixed one). */
  today?: Calendar.Day | undefined
}

const todayNow = (): Calendar.Day =>
  Calendar.parse(DateTime.formatDate(Date.now())) ?? { year: 2026, month: 1, day: 1 }

export function DateField({
  id,
  value,
  onChange,
  label,
  disabled = false,
  inputRef,
  today,
  ...aria
}: DateFieldProps) {
  const [open, setOpen] = useState(false)
  const selected = Calendar.parse(value)
  return (
    <span
      className={styles.date}
      data-ui="date"
      data-invalid={aria["aria-invalid"] === true || undefined}
    >
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={w.datePlaceholder}
        maxLength={12}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          const shown = Calendar.normalise(value)
          if (shown !== value) onChange(shown)
        }}
        data-ui="field"
        data-size="md"
        {...aria}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <IconButton
            icon={calendarIcon}
            size="sm"
            className={styles.trigger}
            label={w.openCalendar}
            disabled={disabled}
          />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            align="end"
            sideOffset={6}
            collisionPadding={8}
            onOpenAutoFocus={(e) => e.preventDefault()}
          >
            <MonthGrid
              label={label}
              selected={selected}
              today={today ?? todayNow()}
              onPick={(d) => {
                onChange(d === null ? "" : Calendar.format(d))
                setOpen(false)
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </span>
  )
}

function MonthGrid({
  label,
  selected,
  today,
  onPick,
}: {
  label: string
  selected: Calendar.Day | null
  today: Calendar.Day
  onPick: (d: Calendar.Day | null) => void
}) {
  const [focused, setFocused] = useState<Calendar.Day>(selected ?? today)
  const grid = useRef<HTMLTableElement | null>(null)
  const moved = useRef(false)
  // the focused day takes focus: on opening, and after each key that moves it
  useLayoutEffect(() => {
    const cell = grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')
    cell?.focus({ preventScroll: moved.current })
    moved.current = true
  }, [focused])
  const key = (e: KeyboardEvent<HTMLTableElement>) => {
    const next = Calendar.move(focused, e.key, e.shiftKey)
    if (next === null) return
    e.preventDefault()
    setFocused(next)
  }
  const weeks = Calendar.monthGrid(focused.year, focused.month)
  const title = w.monthTitle(focused.year, focused.month)
  return (
    <div className={styles.calendar} role="dialog" aria-label={`${w.calendar}：${label}`}>
      <div className={styles.head}>
        <IconButton
          icon={chevronsLeftIcon}
          size="sm"
          label={w.previousYear}
          onClick={() => setFocused(Calendar.addMonths(focused, -12))}
        />
        <IconButton
          icon={chevronLeftIcon}
          size="sm"
          label={w.previousMonth}
          onClick={() => setFocused(Calendar.addMonths(focused, -1))}
        />
        <span className={styles.title} aria-live="polite">
          {title}
        </span>
        <IconButton
          icon={chevronRightIcon}
          size="sm"
          label={w.nextMonth}
          onClick={() => setFocused(Calendar.addMonths(focused, 1))}
        />
        <IconButton
          icon={chevronsRightIcon}
          size="sm"
          label={w.nextYear}
          onClick={() => setFocused(Calendar.addMonths(focused, 12))}
        />
      </div>
      <table ref={grid} className={styles.grid} role="grid" aria-label={title} onKeyDown={key}>
        <thead>
          <tr>
            {w.weekdays.map((d, i) => (
              <th key={d} scope="col" abbr={w.weekdayNames[i]}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={Calendar.format(week[0]!)}>
              {week.map((d) => {
                const outside = d.month !== focused.month
                const isToday = Calendar.same(d, today)
                return (
                  <td
                    key={Calendar.format(d)}
                    role="gridcell"
                    aria-selected={Calendar.same(d, selected)}
                  >
                    <button
                      type="button"
                      tabIndex={Calendar.same(d, focused) ? 0 : -1}
                      className={[
                        styles.day,
                        outside ? styles.outside : "",
                        isToday ? styles.today : "",
                      ].join(" ")}
                      aria-label={w.dayName(
                        d.year,
                        d.month,
                        d.day,
                        w.weekdayNames[Calendar.weekday(d)] ?? "",
                      )}
                      aria-current={isToday ? "date" : undefined}
                      aria-pressed={Calendar.same(d, selected)}
                      onClick={() => onPick(d)}
                      data-ui="button"
                      data-variant="day"
                      data-size="sm"
                    >
                      {d.day}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.foot}>
        <Button variant="text" onClick={() => onPick(today)}>
          {w.today}
        </Button>
        <Button variant="text" onClick={() => onPick(null)}>
          {w.clear}
        </Button>
      </div>
    </div>
  )
}

/** Two date fields, 开始日期 至 结束日期, sharing one message. */
export function DateRange({
  start,
  end,
  onStart,
  onEnd,
  startLabel,
  endLabel,
  startId,
  endId,
  invalid,
  describedBy,
  endRef,
}: {
  start: string
  end: string
  onStart: (v: string) => void
  onEnd: (v: string) => void
  startLabel: string
  endLabel: string
  startId?: string
  endId?: string
  invalid?: boolean
  describedBy?: string | undefined
  endRef?: Ref<HTMLInputElement>
}) {
  return (
    <span className={styles.range}>
      <DateField
        id={startId}
        value={start}
        onChange={onStart}
        label={startLabel}
        aria-label={startLabel}
        aria-invalid={invalid === true ? true : undefined}
        aria-describedby={describedBy}
      />
      <span className={styles.to} aria-hidden="true">
        {w.rangeTo}
      </span>
      <DateField
        id={endId}
        value={end}
        onChange={onEnd}
        label={endLabel}
        aria-label={endLabel}
        aria-invalid={invalid === true ? true : undefined}
        aria-describedby={describedBy}
        inputRef={endRef}
      />
    </span>
  )
}

/**
 * The one quantity box of the mall: − / the number / +, joined, in the two field sizes. It holds
 * no rule: the caller says whether each step can go (core Quantity), what a step does and what a
 * typed value means. At the end of the range a step button is marked `aria-disabled`, not
 * disabled, so keyboard focus stays on it. Enter in the box calls `onEnter` (add to cart).
 */
import type { KeyboardEvent, Ref } from "react"
import type { FieldSize } from "./Input.tsx"
import { Icon } from "./Icon.tsx"
import styles from "./NumberStepper.module.css"
import { minusIcon } from "./icons/minus.ts"
import { plusIcon } from "./icons/plus.ts"

export type NumberStepperProps = {
  value: string
  onChange: (text: string) => void
  onStep: (direction: "down" | "up") => void
  canDown: boolean
  canUp: boolean
  /** The box's accessible name (购买数量 of the goods). */
  label: string
  decreaseLabel: string
  increaseLabel: string
  size?: FieldSize
  disabled?: boolean
  invalid?: boolean
  describedBy?: string | undefined
  onEnter?: () => void
  onBlur?: () => void
  id?: string
  inputRef?: Ref<HTMLInputElement>
}

export function NumberStepper({
  value,
  onChange,
  onStep,
  canDown,
  canUp,
  label,
  decreaseLabel,
  increaseLabel,
  size = "sm",
  disabled = false,
  invalid = false,
  describedBy,
  onEnter,
  onBlur,
  id,
  inputRef,
}: NumberStepperProps) {
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") onEnter?.()
  }
  return (
    <span
      className={[styles.stepper, styles[size], invalid ? styles.invalid : ""].join(" ")}
      data-ui="stepper"
      data-size={size}
    >
      <button
        type="button"
        className={styles.step}
        aria-label={decreaseLabel}
        disabled={disabled}
        aria-disabled={!canDown}
        onClick={() => onStep("down")}
        data-ui="button"
        data-variant="stepper"
        data-size={size}
      >
        <Icon d={minusIcon} />
      </button>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={key}
        onBlur={onBlur}
        data-ui="field"
        data-size={size}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={increaseLabel}
        disabled={disabled}
        aria-disabled={!canUp}
        onClick={() => onStep("up")}
        data-ui="button"
        data-variant="stepper"
        data-size={size}
      >
        <Icon d={plusIcon} />
      </button>
    </span>
  )
}

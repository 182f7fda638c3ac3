/**
 * The steps of a wizard or a flow (注册, 找回密码, 下单: 购物车 → 确认订单 → 支付订单 → 支付完成):
 * numbered circles joined by a line, the done steps ticked, the current one marked `aria-current`.
 */
import { Icon } from "./Icon.tsx"
import styles from "./Steps.module.css"
import { checkIcon } from "./icons/check.ts"

export type StepsProps = {
  /** The list's accessible name (注册步骤, 下单进度). */
  label: string
  steps: ReadonlyArray<string>
  /** The current step, from 1. */
  current: number
}

export function Steps({ label, steps, current }: StepsProps) {
  return (
    <ol className={styles.steps} aria-label={label} data-ui="steps">
      {steps.map((name, i) => {
        const n = i + 1
        const state = n < current ? styles.done : n === current ? styles.current : styles.todo
        return (
          <li
            key={name}
            className={`${styles.step} ${state}`}
            aria-current={n === current ? "step" : undefined}
          >
            <span className={styles.mark} aria-hidden="true">
              {n < current ? <Icon d={checkIcon} /> : n}
            </span>
            <span className={styles.name}>{name}</span>
          </li>
        )
      })}
    </ol>
  )
}

/** The steps of a multi-step page (注册步骤, 找回密码): the design system's Steps under a nav. */
import { Steps } from "../ui/Steps.tsx"
import styles from "./Steps.module.css"

export function StepsBar({
  label,
  steps,
  current,
}: {
  label: string
  steps: ReadonlyArray<string>
  current: number
}) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <Steps label={label} steps={steps} current={current} />
    </nav>
  )
}

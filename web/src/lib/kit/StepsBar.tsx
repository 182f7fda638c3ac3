/** The steps of a multi-step page (注册步骤): an ordered list with the current step marked. */
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
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((name, i) => (
          <li
            key={name}
            className={i + 1 === current ? styles.current : i + 1 < current ? styles.done : ""}
            aria-current={i + 1 === current ? "step" : undefined}
          >
            {i + 1}. {name}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The 4-step progress bar of the order pages. */
import { checkoutText } from "./text.ts"
import styles from "./Checkout.module.css"

export function Steps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className={styles.steps} aria-label={checkoutText.progress}>
      {checkoutText.steps.map((label, i) => (
        <li
          key={label}
          className={i <= current ? styles.stepDone : styles.step}
          aria-current={i === current ? "step" : undefined}
        >
          <span className={styles.stepNo}>{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  )
}

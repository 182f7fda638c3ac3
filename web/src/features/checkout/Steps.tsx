/** The 4-step progress bar of the order pages, under the page's `h1` (the current step's title). */
import styles from "./Checkout.module.css"
import * as Messages from "@mall/core/Messages"

export function Steps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <>
      <h1 className={styles.pageTitle}>{Messages.checkout.steps[current]}</h1>
      <ol className={styles.steps} aria-label={Messages.checkout.progress}>
        {Messages.checkout.steps.map((label, i) => (
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
    </>
  )
}

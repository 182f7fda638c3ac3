/** Shown while the first route chunk loads. */
import styles from "./RootLayout.module.css"

export function PageFallback() {
  return <div className={styles.fallback} aria-busy="true" />
}

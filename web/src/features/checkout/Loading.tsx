/** What an order page shows while its data is on its way. */
import * as Messages from "@mall/core/Messages"
import styles from "./Checkout.module.css"

export function Loading() {
  return (
    <p className={styles.loading} role="status">
      {Messages.common.loading}
    </p>
  )
}

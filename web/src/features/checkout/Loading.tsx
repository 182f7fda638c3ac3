/** What an order page shows while its data is on its way. */
import * as Messages from "@mall/core/Messages"
import { Card } from "../../lib/ui/Card.tsx"
import styles from "./Checkout.module.css"

export function Loading() {
  return (
    <Card>
      <p className={styles.loading} role="status">
        {Messages.common.loading}
      </p>
    </Card>
  )
}

/**
 * The top of the pages of 下单 (我的购物车 → 确认订单 → 支付订单 → 支付完成; the cart's route puts it
 * over the cart): the page's one `h1`, its step's title, and the steps under it, the current one
 * marked, so the pages read as one flow.
 */
import * as Messages from "@mall/core/Messages"
import { Card } from "../../lib/ui/Card.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
import { Steps } from "../../lib/ui/Steps.tsx"
import styles from "./Checkout.module.css"

export function OrderSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <>
      <PageHeader title={Messages.checkout.steps[current - 1]} />
      <Card className={styles.steps}>
        <Steps
          label={Messages.checkout.progress}
          steps={Messages.checkout.steps}
          current={current}
        />
      </Card>
    </>
  )
}

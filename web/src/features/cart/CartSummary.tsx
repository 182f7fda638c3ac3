/** The manjian / shipping hints above the lines and the totals bar below them (all from core). */
import * as Messages from "@mall/core/Messages"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Icon } from "../../lib/ui/Icon.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { checkout, deleteSelected, totals } from "./model.ts"
import styles from "./Cart.module.css"
import { giftIcon } from "../../lib/ui/icons/gift.ts"
import { truckIcon } from "../../lib/ui/icons/truck.ts"

/**
 * Manjian tiers with their status, which goods count towards them, the next-tier hint (core
 * `Cart.manjianHint`) and the free-shipping gap.
 */
export function PromotionBar() {
  const t = totals.value
  const tiers = t.manjian.tiers
  const shipping = t.shipping
  if (tiers.length === 0 && shipping._tag === "Free") return null
  return (
    <section className={styles.promo} aria-label={Messages.cart.manjianTitle}>
      {tiers.length > 0 && (
        <div className={styles.promoRow}>
          <span className={styles.promoLabel}>{Messages.cart.manjianTitle}</span>
          <ul className={styles.tiers}>
            {tiers.map((tier) => (
              <li key={`${tier.amount}-${tier.reduce}`} data-status={tier.status}>
                <StatusBadge tone={tier.status === 1 ? "success" : "muted"}>
                  {`${tier.label} ${tier.status === 1 ? Messages.cart.reached : Messages.cart.notReached}`}
                </StatusBadge>
              </li>
            ))}
          </ul>
          <span className={styles.scope}>{Messages.cart.manjianScope}</span>
        </div>
      )}
      <p className={styles.hints} aria-live="polite">
        {t.manjianHint !== undefined && (
          <span className={styles.hint} data-testid="manjian-next">
            <Icon d={giftIcon} />
            {t.manjianHint}
          </span>
        )}
        {shipping._tag === "Charged" && (
          <span className={styles.hint} data-testid="shipping-gap">
            <Icon d={truckIcon} />
            {shipping.message}
          </span>
        )}
      </p>
    </section>
  )
}

export function CartSummary() {
  const t = totals.value
  return (
    <section className={styles.summary} aria-label={Messages.cart.payable}>
      <div className={styles.summaryLeft}>
        <Button
          variant="text"
          disabled={t.selectedCount === 0}
          onClick={() => void deleteSelected()}
        >
          {Messages.cart.deleteSelected}
        </Button>
        <span data-testid="selected-count">{Messages.cart.selectedCount(t.selectedCount)}</span>
      </div>
      <dl className={styles.amounts}>
        <div>
          <dt>{Messages.cart.subtotal}</dt>
          <dd data-testid="subtotal">
            <Price amount={t.subtotal} />
          </dd>
        </div>
        <div>
          <dt>{Messages.cart.reduction}</dt>
          <dd data-testid="reduction">
            -<Price amount={t.reduction} />
          </dd>
        </div>
        <div>
          <dt>{Messages.common.shipping}</dt>
          <dd data-testid="shipping-fee">
            {t.shippingFee > 0 ? <Price amount={t.shippingFee} /> : Messages.cart.freeShipping}
          </dd>
        </div>
        <div className={styles.payable}>
          <dt>{Messages.cart.payable}</dt>
          <dd data-testid="payable">
            <Price amount={t.payable} size="large" />
          </dd>
        </div>
      </dl>
      <Button variant="primary" size="lg" disabled={t.selectedCount === 0} onClick={checkout}>
        {Messages.cart.checkout}
      </Button>
    </section>
  )
}

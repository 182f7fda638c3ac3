/** The manjian / shipping hints above the lines and the totals bar below them (all from core). */
import { Button } from "../../lib/ui/Button.tsx"
import * as Messages from "@mall/core/Messages"
import { Price } from "../../lib/ui/Price.tsx"
import { checkout, deleteSelected, totals } from "./model.ts"
import styles from "./Cart.module.css"

/** Manjian tiers with their status, the next-tier hint and the free-shipping gap. */
export function PromotionBar() {
  const t = totals.value
  const tiers = t.manjian.tiers
  const shipping = t.shipping
  if (tiers.length === 0 && shipping._tag === "Free") return null
  return (
    <section className={styles.promo} aria-label={Messages.cart.manjianTitle}>
      {tiers.length > 0 && (
        <ul className={styles.tiers}>
          {tiers.map((tier) => (
            <li
              key={`${tier.amount}-${tier.reduce}`}
              className={tier.status === 1 ? styles.tierReached : styles.tier}
              data-status={tier.status}
            >
              {tier.label}
              <span className={styles.tierStatus}>
                {tier.status === 1 ? Messages.cart.reached : Messages.cart.notReached}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hints} aria-live="polite">
        {t.manjian.next !== undefined && (
          <span className={styles.nextTier} data-testid="manjian-next">
            {t.manjian.next.message}
          </span>
        )}
        {shipping._tag === "Charged" && (
          <span className={styles.shippingGap} data-testid="shipping-gap">
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
        <button
          type="button"
          className={styles.linkButton}
          disabled={t.selectedCount === 0}
          onClick={() => void deleteSelected()}
        >
          {Messages.cart.deleteSelected}
        </button>
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
      <Button
        variant="primary"
        size="lg"
        className={styles.checkout}
        disabled={t.selectedCount === 0}
        onClick={checkout}
      >
        {Messages.cart.checkout}
      </Button>
    </section>
  )
}

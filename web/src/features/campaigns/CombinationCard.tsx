/**
 * One combination of 组合购: its goods and quantities, the combination price, the saving, and
 * 整组加入购物车 with the number of sets (1 up to the set stock; a wrong number is said under the
 * field, which takes focus). A combination out of stock says 缺货 instead of the button.
 */
import { useEffect, useId, useRef, useState } from "react"
import * as Combination from "@mall/core/Combination"
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import {
  addCombinationToCart,
  addingCombination,
  clearCombinationError,
  combinationErrors,
  combinationUnavailable,
  maxSets,
  type CombinationData,
} from "./model.ts"
import styles from "./Campaigns.module.css"

export function CombinationCard({ combination }: { combination: CombinationData }) {
  const M = Messages.zones
  const priced = Combination.priced(combination)
  const [quantity, setQuantity] = useState("1")
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const busy = addingCombination.value.has(combination.id)
  const error = combinationErrors.value[combination.id]
  const unavailable = combinationUnavailable(combination)
  useEffect(() => {
    if (error !== undefined) input.current?.focus()
  }, [error])
  return (
    <li className={styles.combination} data-testid="combination">
      <h2>{combination.name}</h2>
      <p className={styles.subhead}>{M.combinationContents}</p>
      <ul className={styles.contents}>
        {combination.goods.map((g) => (
          <li key={g.goods_id}>
            <span>{g.name}</span> <span className={styles.muted}>{g.ypgg}</span>{" "}
            <span>{M.times(g.number)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.prices}>
        <span>{M.combinationPrice}</span>
        <Price amount={priced.price} size="large" />
        <Price amount={priced.original} size="small" strike />
        {priced.saving > 0 && (
          <span className={styles.saving}>{M.combinationSaving(priced.saving)}</span>
        )}
      </p>
      {unavailable !== null ? (
        <p className={styles.actions}>{unavailable}</p>
      ) : (
        <div className={styles.actions}>
          <label htmlFor={inputId}>{M.combinationQuantity}</label>
          <input
            ref={input}
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxSets(combination)}
            step={1}
            value={quantity}
            aria-invalid={error !== undefined || undefined}
            aria-describedby={error !== undefined ? `${inputId}-msg` : undefined}
            onChange={(e) => {
              setQuantity(e.target.value)
              clearCombinationError(combination.id)
            }}
          />
          <Button disabled={busy} onClick={() => void addCombinationToCart(combination, quantity)}>
            {M.addCombination}
          </Button>
          {error !== undefined && (
            <span id={`${inputId}-msg`} className={styles.fieldError} role="alert">
              {error}
            </span>
          )}
        </div>
      )}
    </li>
  )
}

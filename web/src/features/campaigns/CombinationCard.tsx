/** One combination of 组合购: its goods and quantities, the combination price, the saving, and 整组加入购物车. */
import { useId, useState } from "react"
import * as Combination from "@mall/core/Combination"
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { addCombinationToCart, addingCombination, type CombinationData } from "./model.ts"
import styles from "./Campaigns.module.css"

export function CombinationCard({ combination }: { combination: CombinationData }) {
  const M = Messages.zones
  const priced = Combination.priced(combination)
  const [quantity, setQuantity] = useState(1)
  const inputId = useId()
  const busy = addingCombination.value.has(combination.id)
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
      <div className={styles.actions}>
        <label htmlFor={inputId}>{M.combinationQuantity}</label>
        <input
          id={inputId}
          type="number"
          min={1}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
        />
        <Button disabled={busy} onClick={() => void addCombinationToCart(combination, quantity)}>
          {M.addCombination}
        </Button>
      </div>
    </li>
  )
}

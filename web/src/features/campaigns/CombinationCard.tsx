/**
 * One combination of 组合购 as a goods card: the set's picture (its goods' pictures), the
 * combination price with the price of its goods one by one and the saving, its name, its goods
 * with how many of each one set holds (组合内容), and the buy row pinned to the card's bottom: the
 * number of sets in the one quantity box (1 up to the set stock; a wrong number is said above the
 * row, and the box takes focus) and 整组加入购物车. A combination out of stock says 缺货 instead.
 */
import { useEffect, useId, useRef, useState } from "react"
import * as Combination from "@mall/core/Combination"
import * as Messages from "@mall/core/Messages"
import * as Quantity from "@mall/core/Quantity"
import { SetContents, SetPicture } from "../../lib/goods/SetContents.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { GoodsCard } from "../../lib/ui/GoodsCard.tsx"
import { loadingAt } from "../../lib/ui/Image.tsx"
import { NumberStepper } from "../../lib/ui/NumberStepper.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import {
  addCombinationToCart,
  addingCombination,
  clearCombinationError,
  combinationErrors,
  combinationUnavailable,
  setLimits,
  type CombinationData,
} from "./model.ts"
import goodsStyles from "../../lib/goods/Goods.module.css"
import styles from "./Campaigns.module.css"

/** The set picture's cell: two cells a side fill the card's picture square. */
const PICTURE_CELL = 90

export function CombinationCard({
  combination,
  index,
}: {
  combination: CombinationData
  index: number
}) {
  const M = Messages.zones
  const priced = Combination.priced(combination)
  const set = Combination.ofOffer(combination)
  const limits = setLimits(combination)
  const [quantity, setQuantity] = useState(String(limits.min))
  const input = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const busy = addingCombination.value.has(combination.id)
  const error = combinationErrors.value[combination.id]
  const unavailable = combinationUnavailable(combination)
  const current = Quantity.read(quantity)
  useEffect(() => {
    if (error !== undefined) input.current?.focus()
  }, [error])
  const type = (text: string) => {
    setQuantity(text)
    clearCombinationError(combination.id)
  }
  const step = (direction: Quantity.Direction) => {
    const next = Quantity.step(limits, current, direction)
    if (next !== null) type(String(next))
  }
  const add = () => void addCombinationToCart(combination, quantity)
  return (
    <GoodsCard
      testId="combination"
      picture={
        <div className={styles.setPicture}>
          <SetPicture set={set} cell={PICTURE_CELL} loading={loadingAt(index)} />
        </div>
      }
      price={
        <>
          <span className={styles.priceLabel}>{M.combinationPrice}</span>
          <Price amount={priced.price} size="large" />
          <Price amount={priced.original} size="small" strike />
        </>
      }
      name={combination.name}
      tags={
        priced.saving > 0 ? (
          <span className={styles.saving}>{M.combinationSaving(priced.saving)}</span>
        ) : undefined
      }
      tiers={
        <div className={styles.contents}>
          <span className={styles.contentsTitle}>{M.combinationContents}</span>
          <SetContents set={set} />
        </div>
      }
      buy={
        <div className={goodsStyles.buyBox}>
          <div className={goodsStyles.buyRow}>
            <NumberStepper
              value={quantity}
              onChange={type}
              onStep={step}
              canDown={Quantity.canStep(limits, current, "down")}
              canUp={Quantity.canStep(limits, current, "up")}
              label={M.combinationQuantityOf(combination.name)}
              decreaseLabel={Messages.common.decrease(combination.name)}
              increaseLabel={Messages.common.increase(combination.name)}
              disabled={unavailable !== null}
              invalid={error !== undefined}
              describedBy={error !== undefined ? messageId : undefined}
              onEnter={add}
              inputRef={input}
            />
            <Button
              variant="primary"
              size="sm"
              disabled={unavailable !== null}
              busy={busy}
              aria-label={`${combination.name} ${unavailable ?? M.addCombination}`}
              onClick={() => {
                if (!busy) add()
              }}
            >
              {unavailable ?? M.addCombination}
            </Button>
          </div>
          {error !== undefined && (
            <p id={messageId} className={goodsStyles.qtyError} role="alert">
              {error}
            </p>
          )}
        </div>
      }
    />
  )
}

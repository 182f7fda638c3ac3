/**
 * The ladder (tiered) price table: core's tier rows with the wording-table labels
 * (`{n}{unit}及以下 ¥{price}` or `满{n}{unit} ¥{price}`); the tier that applies is marked.
 */
import type * as LadderPrice from "@mall/core/LadderPrice"
import * as Messages from "@mall/core/Messages"
import styles from "./GoodsDetail.module.css"

export function LadderTable({ rows }: { rows: ReadonlyArray<LadderPrice.TierRow> }) {
  if (rows.length === 0) return null
  return (
    <div className={styles.ladder}>
      <span className={styles.ladderTitle} id="ladder-title">
        {Messages.common.ladder}
      </span>
      <ul aria-labelledby="ladder-title">
        {rows.map((row) => (
          <li
            key={row.number}
            className={row.active ? styles.ladderActive : undefined}
            aria-current={row.active ? "true" : undefined}
          >
            {row.label}
          </li>
        ))}
      </ul>
    </div>
  )
}

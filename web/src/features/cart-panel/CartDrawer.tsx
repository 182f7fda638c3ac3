/** The floating cart drawer of the right panel: its lines, 合计 and 去购物车结算 (see drawer.ts). */
import * as Messages from "@mall/core/Messages"
import { Link } from "../../lib/ui/Link.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { lines, removeLine, total } from "./drawer.ts"
import { loading } from "./model.ts"
import styles from "./CartDrawer.module.css"

const t = Messages.text

export function CartDrawer() {
  const rows = lines.value
  return (
    <section id="right-panel-cart" className={styles.drawer} aria-label={t["panel.cart"]}>
      <h2 className={styles.drawerTitle}>{t["panel.cart"]}</h2>
      <div className={styles.list} aria-busy={loading.value}>
        {!loading.value && rows.length === 0 && <p className={styles.empty}>{t["cart.empty"]}</p>}
        <ul>
          {rows.map((row) => (
            <li key={row.id} className={styles.line}>
              <Image
                src={row.image}
                alt={row.name}
                width={60}
                height={60}
                className={styles.thumb}
              />
              <div className={styles.info}>
                <p className={styles.name}>{row.name}</p>
                <p className={styles.meta}>{row.maker}</p>
                <p className={styles.meta}>{row.spec}</p>
                <p className={styles.priceRow}>
                  <Price amount={row.unitPrice} size="small" /> × {row.quantity}
                  <button
                    type="button"
                    className={styles.delete}
                    aria-label={`${t["panel.delete"]} ${row.name}`}
                    onClick={() => void removeLine(row.id)}
                  >
                    {t["panel.delete"]}
                  </button>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.footer}>
        <p>
          {t["panel.total"]}：<Price amount={total.value} size="large" />
        </p>
        <Link to="/cart" className={styles.settle}>
          {t["panel.settle"]}
        </Link>
      </div>
    </section>
  )
}

/**
 * The brand wall of 品牌专区: one tile per brand, its logo linking to its page. The logo says the
 * brand's name (its alternative text names the link), so the name is not written again under it.
 */
import * as Messages from "@mall/core/Messages"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import styles from "./Zones.module.css"

export type Brand = {
  readonly id: number
  readonly name: string
  readonly logo: string
  readonly description?: string | undefined
}

export function BrandWall({ brands }: { brands: ReadonlyArray<Brand> }) {
  return (
    <ul className={styles.brands} aria-label={Messages.zones.brandWall}>
      {brands.map((b) => (
        <li key={b.id} data-testid="brand">
          <Link to={`/ppzq/info/${b.id}`} className={styles.brand}>
            <Image src={b.logo} alt={b.name} width={200} height={100} />
          </Link>
        </li>
      ))}
    </ul>
  )
}

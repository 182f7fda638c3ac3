/**
 * 收藏 / 取消收藏 toggle for one goods item (aria-pressed shows the state): a heart, filled when the
 * goods is a favourite; a small square icon button on cards and rows, the heart and its words on
 * a goods detail.
 */
import * as Messages from "@mall/core/Messages"
import { favoriteBusy, goodsView, isFavorite, toggleFavorite, type Goods } from "./goods.ts"
import { Icon } from "../ui/Icon.tsx"
import styles from "./Goods.module.css"
import { heartIcon } from "../ui/icons/heart.ts"

export function FavoriteButton({ goods, withText = true }: { goods: Goods; withText?: boolean }) {
  const on = isFavorite(goods)
  const name = goodsView(goods).name
  return (
    <button
      type="button"
      className={[
        withText ? styles.favorite : styles.favoriteIcon,
        on ? styles.favoriteOn : "",
      ].join(" ")}
      data-ui="button"
      data-variant={withText ? "text" : "icon"}
      data-size={withText ? undefined : "sm"}
      aria-pressed={on}
      aria-label={
        withText
          ? undefined
          : on
            ? Messages.common.unfavoriteOf(name)
            : Messages.common.favoriteOf(name)
      }
      data-focus-key={`favorite-${goods.id}`}
      // busy, not disabled: a disabled button would drop the keyboard focus
      aria-disabled={favoriteBusy.value.has(String(goods.id))}
      onClick={() => {
        if (!favoriteBusy.value.has(String(goods.id))) void toggleFavorite(goods)
      }}
    >
      <Icon d={heartIcon} className={styles.heart} />
      {withText && (on ? Messages.text["goods.unfavorite"] : Messages.text["goods.favorite"])}
    </button>
  )
}

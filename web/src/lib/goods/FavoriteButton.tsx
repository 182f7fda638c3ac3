/** 收藏 / 取消收藏 toggle for one goods item (aria-pressed shows the state). */
import * as Messages from "@mall/core/Messages"
import { favoriteBusy, goodsView, isFavorite, toggleFavorite, type Goods } from "./goods.ts"
import styles from "./Goods.module.css"

export function FavoriteButton({ goods, withText = true }: { goods: Goods; withText?: boolean }) {
  const on = isFavorite(goods)
  const name = goodsView(goods).name
  return (
    <button
      type="button"
      className={on ? styles.favoriteOn : styles.favorite}
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
      <span aria-hidden="true">{on ? "♥" : "♡"}</span>
      {withText && (on ? Messages.text["goods.unfavorite"] : Messages.text["goods.favorite"])}
    </button>
  )
}

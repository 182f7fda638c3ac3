/** /zzfw/star 我的收藏: the favourite goods, page by page, each with 取消收藏. */
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import { Image } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import {
  cancelFavorite,
  cancelling,
  favoritesPage,
  loadFavorites,
  pageOf,
  status,
} from "./model.ts"
import styles from "./Favorites.module.css"

export function FavoritesPage() {
  const [search] = useSearchParams()
  const page = pageOf(search.get("page"))
  useEffect(() => {
    void loadFavorites(page)
  }, [page])
  const data = favoritesPage.value
  const st = status.value
  const items = data?.data ?? []
  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className={styles.heading}>
        {Messages.pageTitles.zzfw_star}
        {data !== null && (
          <span className={styles.total}>{Messages.favorites.total(data.total)}</span>
        )}
      </h1>
      {st === "loading" && data === null && (
        <p className={styles.notice}>{Messages.common.loading}</p>
      )}
      {st === "failed" && (
        <p className={styles.notice}>
          {Messages.favorites.loadFailed}{" "}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void loadFavorites(page)}
          >
            {Messages.common.retry}
          </button>
        </p>
      )}
      {st === "ready" && items.length === 0 && (
        <p className={styles.notice}>
          {Messages.favorites.empty} <Link to="/list">{Messages.common.goShopping}</Link>
        </p>
      )}
      {items.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{Messages.common.goods}</th>
              <th scope="col">{Messages.text["goods.spec"]}</th>
              <th scope="col">{Messages.text["goods.maker"]}</th>
              <th scope="col">{Messages.common.price}</th>
              <th scope="col">{Messages.common.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((g) => (
              <tr key={g.id} data-testid="favorite-item">
                <td>
                  <Link to={`/list/info/${g.id}`} className={styles.goods}>
                    <Image src={g.goods_image[0]} alt="" width={60} height={60} />
                    <span>{g.name}</span>
                  </Link>
                </td>
                <td>{g.ypgg}</td>
                <td>{g.sccj}</td>
                <td>
                  <Price raw={g.base_price} />
                </td>
                <td>
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={Messages.common.unfavoriteOf(g.name)}
                    disabled={cancelling.value.has(g.id)}
                    onClick={() => void cancelFavorite(g.id)}
                  >
                    {Messages.text["goods.unfavorite"]}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data !== null && data.last_page > 1 && (
        <nav className={styles.pager} aria-label={Messages.common.pager}>
          {page > 1 && <Link to={`?page=${page - 1}`}>{Messages.common.prevPage}</Link>}
          <span aria-current="page">
            {data.current_page} / {data.last_page}
          </span>
          {page < data.last_page && (
            <Link to={`?page=${page + 1}`}>{Messages.common.nextPage}</Link>
          )}
        </nav>
      )}
    </div>
  )
}

/** 积分商城 (/jfsc): the company's points and the points goods (paged), each with 立即兑换. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Link } from "../../lib/ui/Link.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import * as Model from "./model.ts"
import { PointsGoodsCard } from "./PointsGoodsCard.tsx"
import styles from "./PointsMall.module.css"

export function PointsMallPage() {
  const { values, hrefOf } = useListQuery(Model.spec)
  useEffect(() => {
    void Model.list.load(values.page)
  }, [values])
  useEffect(() => () => Model.resetExchanges(), [])
  const M = Messages.zones
  const points = Model.points.value
  return (
    <div className={`page-width ${pageStyles.page}`}>
      <h1>{Messages.pageTitles.jfsc}</h1>
      <p className={styles.balance}>
        {M.myPoints}
        <strong data-testid="points-balance">{points ?? "-"}</strong>
        <Link to={Model.POINTS_ORDERS_PATH}>{M.viewPointsOrders}</Link>
      </p>
      <PagedList resource={Model.list} rows={4} hrefOf={(p) => hrefOf({ page: p })}>
        {(goods) => (
          <ul className={styles.grid}>
            {goods.map((g) => (
              <PointsGoodsCard key={g.id} goods={g} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  )
}

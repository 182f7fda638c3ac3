/** 积分商城 (/jfsc): the company's points with the way to its points orders, and the points goods (paged), each with 立即兑换. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { GoodsGrid } from "../../lib/ui/GoodsCard.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
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
      <PageHeader title={Messages.pageTitles.jfsc} />
      <Card className={styles.balance}>
        <span className={styles.balanceLabel}>{M.myPoints}</span>
        <strong className={styles.balanceValue} data-testid="points-balance">
          {points ?? "-"}
        </strong>
        <ButtonLink to={Model.POINTS_ORDERS_PATH} variant="secondary" size="sm">
          {M.viewPointsOrders}
        </ButtonLink>
      </Card>
      <PagedList resource={Model.list} rows={4} hrefOf={(p) => hrefOf({ page: p })}>
        {(goods) => (
          <GoodsGrid label={Messages.pageTitles.jfsc}>
            {goods.map((g, i) => (
              <PointsGoodsCard key={g.id} goods={g} index={i} />
            ))}
          </GoodsGrid>
        )}
      </PagedList>
    </div>
  )
}

/** 积分订单 (/jfdd): number, gift, points, quantity, status and time of each exchange; paged. */
import * as DateTime from "@mall/core/DateTime"
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import { useEffect } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import * as Model from "./model.ts"

const W = Messages.orders

export function PointsOrdersPage() {
  const { values, hrefOf } = useListQuery(Model.listSpec)
  useEffect(() => void Model.pointsOrders.load(values.page), [values])
  return (
    <PagedTable
      resource={Model.pointsOrders}
      empty={W.pointsEmpty}
      emptyActions={
        <ButtonLink to="/jfsc" size="sm" variant="primary">
          {W.toPointsMall}
        </ButtonLink>
      }
      hrefOf={(page) => hrefOf({ page })}
      caption={Messages.pageTitles.jfdd}
      rowKey={(o) => o.id}
      rowTestId="points-order-row"
      columns={[
        { key: "sn", header: W.pointsOrderSn, cell: (o) => Display.orDash(o.order_sn) },
        { key: "goods", header: W.pointsGoods, cell: (o) => Display.orDash(o.goods_name) },
        { key: "points", header: W.points, end: true, cell: (o) => o.points },
        { key: "number", header: W.pointsNumber, end: true, cell: (o) => o.number },
        {
          key: "status",
          header: W.pointsStatus,
          center: true,
          cell: (o) => (
            <StatusBadge tone={OrderStatus.pointsOrderTone(o.status)}>
              {Display.orDash(o.status_text)}
            </StatusBadge>
          ),
        },
        { key: "at", header: W.exchangedAt, cell: (o) => DateTime.display(o.created_at) },
      ]}
    />
  )
}

/** 积分订单 (/jfdd): number, gift, points, quantity, status and time of each exchange; paged. */
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import { useEffect } from "react"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagerNav } from "../../lib/kit/Pager.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Link } from "../../lib/ui/Link.tsx"
import * as Model from "./model.ts"

const W = Messages.orders

export function PointsOrdersPage() {
  const { values, hrefOf } = useListQuery(Model.listSpec)
  useEffect(() => void Model.pointsOrders.load(values.page), [values])
  return (
    <ListState
      resource={Model.pointsOrders}
      isEmpty={(d) => d.data.length === 0}
      empty={
        <>
          {W.pointsEmpty} <Link to="/jfsc">{W.toPointsMall}</Link>
        </>
      }
    >
      {(d) => (
        <>
          <DataTable
            caption={Messages.pageTitles.jfdd}
            rowKey={(o) => o.id}
            rowTestId="points-order-row"
            rows={d.data}
            columns={[
              { key: "sn", header: W.pointsOrderSn, cell: (o) => o.order_sn },
              { key: "goods", header: W.pointsGoods, cell: (o) => o.goods_name },
              { key: "points", header: W.points, end: true, cell: (o) => o.points },
              { key: "number", header: W.pointsNumber, end: true, cell: (o) => o.number },
              {
                key: "status",
                header: W.pointsStatus,
                cell: (o) => (
                  <StatusBadge tone={OrderStatus.pointsOrderTone(o.status)}>
                    {o.status_text}
                  </StatusBadge>
                ),
              },
              { key: "at", header: W.exchangedAt, cell: (o) => DateTime.display(o.created_at) },
            ]}
          />
          <PagerNav
            current={d.current_page}
            last={d.last_page}
            hrefOf={(page) => hrefOf({ page })}
          />
        </>
      )}
    </ListState>
  )
}

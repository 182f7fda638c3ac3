/**
 * 我的订单 (/order): status tabs with counts, search by order number or goods name and a date
 * range, the orders of the page (each a card: number, time and status on top, thumbnails, amount
 * and the buttons the status allows below, and when its goods cannot be returned yet, when they
 * can) with a pager; the 退货/售后 tab lists returns and after-sales cases by their numbers. All
 * of it is in the URL, so a reload or back keeps page and filters.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Returns from "@mall/core/Returns"
import { useEffect } from "react"
import { FilterBar } from "../../lib/kit/FilterBar.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { user } from "../../lib/session/session.ts"
import { Card } from "../../lib/ui/Card.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { links } from "./actions.ts"
import { CancelDialog } from "./CancelDialog.tsx"
import * as Model from "./model.ts"
import { OrderActions, ReturnNotice } from "./OrderActions.tsx"
import styles from "./Orders.module.css"

const W = Messages.orders

export function OrdersPage() {
  const { values, change, hrefOf } = useListQuery(Model.listSpec)
  useEffect(() => Model.loadList(values), [values])
  const afterSaleEnabled = Number(user.value?.is_AfterSale ?? 0) === 1
  return (
    <>
      <StatusTabs
        label={W.tablist}
        tabs={OrderStatus.tabs.map((t) => {
          const count = Model.tabCount(t)
          return {
            value: t,
            label: OrderStatus.tabLabel(t),
            ...(count !== undefined ? { count } : {}),
          }
        })}
        current={values.tab}
        hrefOf={(tab) => hrefOf({ tab })}
      />
      {values.tab === "returns" ? (
        <ReturnsAndAfterSales kind={values.kind} hrefOf={hrefOf} />
      ) : (
        <>
          <FilterBar
            label={W.search.form}
            textLabel={W.search.keyword}
            placeholder={W.search.keywordPlaceholder}
            values={{ text: values.keyword, start: values.start, end: values.end }}
            onSearch={(f) => change({ keyword: f.text, start: f.start, end: f.end })}
          />
          <PagedList resource={Model.orderList} empty={W.empty} hrefOf={(page) => hrefOf({ page })}>
            {(orders) => (
              <ul className={styles.orders}>
                {orders.map((o) => (
                  <li key={o.id} data-testid="order-card">
                    <OrderCard order={o} afterSaleEnabled={afterSaleEnabled} />
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </>
      )}
      <CancelDialog reload={Model.reloadList} />
    </>
  )
}

function OrderCard({
  order: o,
  afterSaleEnabled,
}: {
  order: Model.OrderItem
  afterSaleEnabled: boolean
}) {
  const status = OrderStatus.parse(o.status) ?? 0
  return (
    <Card
      title={
        <>
          {W.orderSn}{" "}
          <Link to={links.detail(o.id)} aria-label={`${W.detailLink} ${o.order_sn}`}>
            {o.order_sn}
          </Link>
        </>
      }
      extra={`${W.createdAt}：${DateTime.display(o.created_at)}`}
      actions={
        <StatusBadge tone={OrderStatus.tone(status)}>{OrderStatus.label(status)}</StatusBadge>
      }
    >
      <div className={styles.orderRow}>
        <div className={styles.goods}>
          <ul className={styles.thumbs} aria-label={W.goods}>
            {o.goods_images.map((g) => (
              <li key={g.goods_id}>
                <Image src={g.image} alt={g.name} width={52} height={52} />
              </li>
            ))}
          </ul>
          <span className={styles.muted}>{W.goodsCount(o.goods_count)}</span>
        </div>
        <div className={styles.amount}>
          <span className={styles.muted}>{W.amount}</span>
          <Price raw={o.order_amount} size="large" />
        </div>
        <OrderActions
          order={o}
          actions={Model.actionsOf(o, afterSaleEnabled)}
          reload={Model.reloadList}
        />
      </div>
      <ReturnNotice order={o} />
    </Card>
  )
}

function ReturnsAndAfterSales({
  kind,
  hrefOf,
}: {
  kind: "return" | "afterSale"
  hrefOf: (c: Partial<Model.ListValues>) => string
}) {
  const orderLink = (r: { order_id: number; order_sn: string }) => (
    <Link to={links.detail(r.order_id)}>{r.order_sn}</Link>
  )
  return (
    <>
      <StatusTabs
        look="segmented"
        label={W.tabs.returns}
        tabs={[
          { value: "return", label: W.returnsList },
          { value: "afterSale", label: W.afterSalesList },
        ]}
        current={kind}
        hrefOf={(k) => hrefOf({ kind: k })}
      />
      {kind === "return" ? (
        <PagedTable
          resource={Model.returnList}
          empty={W.emptyReturns}
          hrefOf={(page) => hrefOf({ page })}
          caption={W.returnsList}
          rowKey={(r) => r.id}
          rowTestId="return-row"
          columns={[
            {
              key: "id",
              header: W.returnSn,
              cell: (r) => (
                <span className={styles.number}>{Returns.caseNumber("return", r.id)}</span>
              ),
            },
            { key: "sn", header: W.orderSn, cell: orderLink },
            { key: "reason", header: W.reason, cell: (r) => Display.orDash(r.reason) },
            {
              key: "amount",
              header: W.refundAmount,
              end: true,
              cell: (r) => <Price raw={r.amount} />,
            },
            {
              key: "status",
              header: W.pointsStatus,
              center: true,
              cell: (r) => (
                <StatusBadge tone={OrderStatus.returnTone(r.status)}>
                  {OrderStatus.returnLabel(r.status)}
                </StatusBadge>
              ),
            },
            { key: "at", header: W.appliedAt, cell: (r) => DateTime.display(r.created_at) },
            {
              key: "view",
              header: Messages.common.actions,
              end: true,
              cell: (r) => (
                <Link
                  to={links.returnDetail(r.id)}
                  aria-label={`${W.view} ${W.returnSn} ${Returns.caseNumber("return", r.id)}`}
                >
                  {W.view}
                </Link>
              ),
            },
          ]}
        />
      ) : (
        <PagedTable
          resource={Model.afterSaleList}
          empty={W.emptyAfterSales}
          hrefOf={(page) => hrefOf({ page })}
          caption={W.afterSalesList}
          rowKey={(r) => r.id}
          rowTestId="after-sale-row"
          columns={[
            {
              key: "id",
              header: W.afterSaleSn,
              cell: (r) => (
                <span className={styles.number}>{Returns.caseNumber("afterSale", r.id)}</span>
              ),
            },
            { key: "sn", header: W.orderSn, cell: orderLink },
            {
              key: "type",
              header: W.afterSaleTypeLabel,
              cell: (r) => Display.orDash(OrderStatus.afterSaleTypeLabel(r.type)),
            },
            {
              key: "content",
              header: W.afterSaleDescription,
              cell: (r) => <span className={styles.clamp}>{Display.orDash(r.content)}</span>,
            },
            {
              key: "status",
              header: W.pointsStatus,
              center: true,
              cell: (r) => (
                <StatusBadge tone={OrderStatus.afterSaleTone(r.status)}>
                  {OrderStatus.afterSaleLabel(r.status)}
                </StatusBadge>
              ),
            },
            { key: "at", header: W.appliedAt, cell: (r) => DateTime.display(r.created_at) },
            {
              key: "view",
              header: Messages.common.actions,
              end: true,
              cell: (r) => (
                <Link
                  to={links.afterSaleDetail(r.id)}
                  aria-label={`${W.view} ${W.afterSaleSn} ${Returns.caseNumber("afterSale", r.id)}`}
                >
                  {W.view}
                </Link>
              ),
            },
          ]}
        />
      )}
    </>
  )
}

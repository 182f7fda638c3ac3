/**
 * 我的订单 (/order): status tabs with counts, search by order number or goods name and a date
 * range, the orders of the page (number, time, thumbnails, amount, status and the buttons the
 * status allows) with a pager; the 退货/售后 tab lists returns and after-sales cases. All of it
 * is in the URL, so a reload or back keeps page and filters.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderStatus from "@mall/core/OrderStatus"
import { useEffect } from "react"
import { FilterBar } from "../../lib/kit/FilterBar.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { user } from "../../lib/session/session.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { links } from "./actions.ts"
import { CancelDialog } from "./CancelDialog.tsx"
import * as Model from "./model.ts"
import { OrderActions } from "./OrderActions.tsx"
import styles from "./Orders.module.css"

const W = Messages.orders

export function OrdersPage() {
  const { values, change, hrefOf } = useListQuery(Model.listSpec)
  useEffect(() => Model.loadList(values), [values])
  const afterSaleEnabled = Number(user.value?.is_AfterSale ?? 0) === 1
  return (
    <div className={styles.page}>
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
      {values.tab !== "returns" && (
        <FilterBar
          label={W.search.form}
          textLabel={W.search.keyword}
          placeholder={W.search.keywordPlaceholder}
          values={{ text: values.keyword, start: values.start, end: values.end }}
          onSearch={(f) => change({ keyword: f.text, start: f.start, end: f.end })}
        />
      )}
      {values.tab === "returns" ? (
        <ReturnsAndAfterSales kind={values.kind} hrefOf={hrefOf} />
      ) : (
        <PagedList resource={Model.orderList} empty={W.empty} hrefOf={(page) => hrefOf({ page })}>
          {(orders) => (
            <>
              <ul className={styles.orders}>
                {orders.map((o) => {
                  const status = OrderStatus.parse(o.status) ?? 0
                  return (
                    <li key={o.id} className={styles.card} data-testid="order-card">
                      <div className={styles.cardHead}>
                        <span>
                          {W.orderSn}：
                          <Link
                            to={links.detail(o.id)}
                            aria-label={`${W.detailLink} ${o.order_sn}`}
                          >
                            {o.order_sn}
                          </Link>
                        </span>
                        <span>
                          {W.createdAt}：{DateTime.display(o.created_at)}
                        </span>
                        <StatusBadge tone={OrderStatus.tone(status)}>
                          {OrderStatus.label(status)}
                        </StatusBadge>
                      </div>
                      <div className={styles.cardBody}>
                        <ul className={styles.thumbs} aria-label={W.goods}>
                          {o.goods_images.map((g) => (
                            <li key={g.goods_id}>
                              <Image src={g.image} alt={g.name} width={60} height={60} />
                            </li>
                          ))}
                        </ul>
                        <span className={styles.count}>{W.goodsCount(o.goods_count)}</span>
                        <span className={styles.amount}>
                          {W.amount}：<strong>{Money.formatOr(o.order_amount)}</strong>
                        </span>
                        <OrderActions
                          order={o}
                          actions={Model.actionsOf(o, afterSaleEnabled)}
                          reload={Model.reloadList}
                        />
                      </div>
                    </li>
                  )
                })}
              </ul>
            </>
          )}
        </PagedList>
      )}
      <CancelDialog reload={Model.reloadList} />
    </div>
  )
}

function ReturnsAndAfterSales({
  kind,
  hrefOf,
}: {
  kind: "return" | "afterSale"
  hrefOf: (c: Partial<Model.ListValues>) => string
}) {
  return (
    <>
      <nav className={styles.subTabs} aria-label={Messages.orders.tabs.returns}>
        <Link to={hrefOf({ kind: "return" })} aria-current={kind === "return" ? "page" : undefined}>
          {W.returnsList}
        </Link>
        <Link
          to={hrefOf({ kind: "afterSale" })}
          aria-current={kind === "afterSale" ? "page" : undefined}
        >
          {W.afterSalesList}
        </Link>
      </nav>
      {kind === "return" ? (
        <PagedTable
          resource={Model.returnList}
          empty={W.emptyReturns}
          hrefOf={(page) => hrefOf({ page })}
          caption={W.returnsList}
          rowKey={(r) => r.id}
          rowTestId="return-row"
          columns={[
            { key: "id", header: W.returnSn, cell: (r) => r.id },
            { key: "sn", header: W.orderSn, cell: (r) => r.order_sn },
            { key: "reason", header: W.reason, cell: (r) => r.reason },
            {
              key: "amount",
              header: W.refundAmount,
              end: true,
              cell: (r) => Money.formatOr(r.amount),
            },
            {
              key: "status",
              header: W.pointsStatus,
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
              cell: (r) => (
                <Link to={links.returnDetail(r.id)} aria-label={`${W.view} ${W.returnSn} ${r.id}`}>
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
            { key: "id", header: W.afterSaleSn, cell: (r) => r.id },
            { key: "sn", header: W.orderSn, cell: (r) => r.order_sn },
            {
              key: "type",
              header: W.afterSaleTypeLabel,
              cell: (r) => OrderStatus.afterSaleTypeLabel(r.type),
            },
            { key: "content", header: W.afterSaleDescription, cell: (r) => r.content },
            {
              key: "status",
              header: W.pointsStatus,
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
              cell: (r) => (
                <Link
                  to={links.afterSaleDetail(r.id)}
                  aria-label={`${W.view} ${W.afterSaleSn} ${r.id}`}
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

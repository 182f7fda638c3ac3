/**
 * 退货详情 (/order/returnInfo/{id}): the return by its number (core Returns.caseNumber) with its
 * order, reason, description, pictures and refund beside its progress (退货进度), then the lines
 * returned; 售后详情 (/order/afterSalesInfo/{id}): the case by its number with type, description
 * and pictures beside its progress (售后进度), then the service's replies. Each links back to
 * its order.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as OrderLine from "@mall/core/OrderLine"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Returns from "@mall/core/Returns"
import { useEffect } from "react"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { PictureLink } from "../../lib/ui/PictureLink.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Timeline } from "../../lib/ui/Timeline.tsx"
import { links } from "./actions.ts"
import { caseEvents, Facts } from "./Facts.tsx"
import { amountColumns } from "./lineColumns.tsx"
import * as Model from "./model.ts"
import styles from "./Orders.module.css"

const W = Messages.orders

function Pictures({ urls }: { urls: ReadonlyArray<string> }) {
  if (urls.length === 0) return <>{Display.EMPTY}</>
  return (
    <ul className={styles.pictures}>
      {urls.map((u, i) => (
        <li key={u}>
          <PictureLink src={u} alt={W.picture(i + 1)} width={96} height={96} />
        </li>
      ))}
    </ul>
  )
}

export function ReturnDetailPage({ id }: { id: number }) {
  useEffect(() => void Model.returnDetail.load(id), [id])
  return (
    <ListState
      resource={Model.returnDetail}
      isEmpty={() => false}
      rows={6}
      missing={{ text: W.returnNotFound, back: links.cases("return"), backText: W.backToCases }}
    >
      {(r) => (
        <div className={styles.page}>
          <div className={styles.pair}>
            <Card
              title={
                <>
                  {W.returnSn} {Returns.caseNumber("return", r.id)}{" "}
                  <StatusBadge tone={OrderStatus.returnTone(r.status)}>
                    {OrderStatus.returnLabel(r.status)}
                  </StatusBadge>
                </>
              }
            >
              <Facts
                rows={[
                  [W.orderSn, <Link to={links.detail(r.order_id)}>{r.order_sn}</Link>],
                  [W.appliedAt, DateTime.display(r.created_at)],
                  [W.reason, Display.orDash(r.reason)],
                  [W.description, Display.orDash(r.description)],
                  [W.refundAmount, <Price raw={r.amount} size="large" />],
                  [W.pictures, <Pictures urls={r.images} />],
                ]}
              />
            </Card>
            <Card title={W.returnProgress}>
              <Timeline label={W.returnProgress} events={caseEvents(r.progress)} />
            </Card>
          </div>
          <Card title={W.returnedLines} flush>
            <DataTable
              dense
              caption={W.returnedLines}
              rows={r.goods}
              rowKey={(g) => g.id}
              rowTestId="return-line"
              columns={[
                {
                  key: "name",
                  header: Messages.common.goodsName,
                  cell: (g) => <Link to={`/list/info/${g.goods_id}`}>{OrderLine.name(g)}</Link>,
                },
                { key: "maker", header: W.maker, cell: (g) => Display.orDash(g.sccj) },
                { key: "spec", header: W.spec, cell: (g) => Display.orDash(g.ypgg) },
                { key: "batch", header: W.batch, cell: (g) => Display.orDash(g.batch) },
                ...amountColumns(),
              ]}
            />
          </Card>
        </div>
      )}
    </ListState>
  )
}

export function AfterSaleDetailPage({ id }: { id: number }) {
  useEffect(() => void Model.afterSaleDetail.load(id), [id])
  return (
    <ListState
      resource={Model.afterSaleDetail}
      isEmpty={() => false}
      rows={6}
      missing={{
        text: W.afterSaleNotFound,
        back: links.cases("afterSale"),
        backText: W.backToCases,
      }}
    >
      {(a) => (
        <div className={styles.page}>
          <div className={styles.pair}>
            <Card
              title={
                <>
                  {W.afterSaleSn} {Returns.caseNumber("afterSale", a.id)}{" "}
                  <StatusBadge tone={OrderStatus.afterSaleTone(a.status)}>
                    {OrderStatus.afterSaleLabel(a.status)}
                  </StatusBadge>
                </>
              }
            >
              <Facts
                rows={[
                  [W.orderSn, <Link to={links.detail(a.order_id)}>{a.order_sn}</Link>],
                  [W.appliedAt, DateTime.display(a.created_at)],
                  [W.afterSaleTypeLabel, Display.orDash(OrderStatus.afterSaleTypeLabel(a.type))],
                  [W.afterSaleDescription, Display.orDash(a.content)],
                  [W.pictures, <Pictures urls={a.images} />],
                ]}
              />
            </Card>
            <Card title={W.afterSaleProgress}>
              <Timeline label={W.afterSaleProgress} events={caseEvents(a.progress)} />
            </Card>
          </div>
          <Card title={W.replies}>
            {a.replies.length === 0 ? (
              <p className={styles.muted}>{W.noReplies}</p>
            ) : (
              <ol className={styles.replies}>
                {a.replies.map((r) => (
                  <li key={`${r.time}-${r.content}`} className={styles.reply}>
                    <div className={styles.replyHead}>
                      <strong>{r.from === "service" ? W.service : W.buyer}</strong>
                      <time className={styles.muted}>{DateTime.display(r.time)}</time>
                    </div>
                    <p>{r.content}</p>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      )}
    </ListState>
  )
}

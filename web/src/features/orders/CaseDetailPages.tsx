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
import { useEffect, type ReactNode } from "react"
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

/**
 * A case's number and status with its facts (the order first, when it was applied for), beside its
 * progress as a Timeline under the case's own heading (退货进度, 售后进度).
 */
function CaseOverview({
  heading,
  badge,
  order,
  appliedAt,
  facts,
  progressTitle,
  progress,
}: {
  heading: string
  badge: ReactNode
  order: { readonly id: number; readonly sn: string }
  appliedAt: string
  facts: ReadonlyArray<readonly [string, ReactNode]>
  progressTitle: string
  progress: ReadonlyArray<{ readonly time: string; readonly text: string }>
}) {
  return (
    <div className={styles.pair}>
      <Card
        title={
          <>
            {heading} {badge}
          </>
        }
      >
        <Facts
          rows={[
            [W.orderSn, <Link to={links.detail(order.id)}>{order.sn}</Link>],
            [W.appliedAt, DateTime.display(appliedAt)],
            ...facts,
          ]}
        />
      </Card>
      <Card title={progressTitle}>
        <Timeline label={progressTitle} events={caseEvents(progress)} />
      </Card>
    </div>
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
          <CaseOverview
            heading={`${W.returnSn} ${Returns.caseNumber("return", r.id)}`}
            badge={
              <StatusBadge tone={OrderStatus.returnTone(r.status)}>
                {OrderStatus.returnLabel(r.status)}
              </StatusBadge>
            }
            order={{ id: r.order_id, sn: r.order_sn }}
            appliedAt={r.created_at}
            facts={[
              [W.reason, Display.orDash(r.reason)],
              [W.description, Display.orDash(r.description)],
              [W.refundAmount, <Price raw={r.amount} size="large" />],
              [W.pictures, <Pictures urls={r.images} />],
            ]}
            progressTitle={W.returnProgress}
            progress={r.progress}
          />
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
          <CaseOverview
            heading={`${W.afterSaleSn} ${Returns.caseNumber("afterSale", a.id)}`}
            badge={
              <StatusBadge tone={OrderStatus.afterSaleTone(a.status)}>
                {OrderStatus.afterSaleLabel(a.status)}
              </StatusBadge>
            }
            order={{ id: a.order_id, sn: a.order_sn }}
            appliedAt={a.created_at}
            facts={[
              [W.afterSaleTypeLabel, Display.orDash(OrderStatus.afterSaleTypeLabel(a.type))],
              [W.afterSaleDescription, Display.orDash(a.content)],
              [W.pictures, <Pictures urls={a.images} />],
            ]}
            progressTitle={W.afterSaleProgress}
            progress={a.progress}
          />
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

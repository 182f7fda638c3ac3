/**
 * 退货详情 (/order/returnInfo/{id}): the lines returned, reason, description, pictures, refund and
 * progress; 售后详情 (/order/afterSalesInfo/{id}): type, description, pictures, progress and the
 * service's replies. Each links back to its order.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderStatus from "@mall/core/OrderStatus"
import { useEffect } from "react"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { PictureLink } from "../../lib/ui/PictureLink.tsx"
import { links } from "./actions.ts"
import { amountColumns } from "./lineColumns.tsx"
import * as Model from "./model.ts"
import styles from "./Orders.module.css"

const W = Messages.orders

function Progress({
  id,
  items,
}: {
  id: string
  items: ReadonlyArray<{ time: string; text: string }>
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{W.progress}</h2>
      <ol className={styles.traces}>
        {items.map((p) => (
          <li key={`${p.time}-${p.text}`}>
            {DateTime.display(p.time)} {p.text}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Pictures({ urls }: { urls: ReadonlyArray<string> }) {
  if (urls.length === 0) return <span>-</span>
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
          <section className={styles.section} aria-labelledby="return-facts">
            <h2 id="return-facts">
              {W.returnSn} {r.id}{" "}
              <StatusBadge tone={OrderStatus.returnTone(r.status)}>
                {OrderStatus.returnLabel(r.status)}
              </StatusBadge>
            </h2>
            <dl className={styles.facts}>
              <dt>{W.orderSn}</dt>
              <dd>
                <Link to={links.detail(r.order_id)}>{r.order_sn}</Link>
              </dd>
              <dt>{W.appliedAt}</dt>
              <dd>{DateTime.display(r.created_at)}</dd>
              <dt>{W.reason}</dt>
              <dd>{r.reason}</dd>
              <dt>{W.description}</dt>
              <dd>{r.description === "" ? "-" : r.description}</dd>
              <dt>{W.refundAmount}</dt>
              <dd className={styles.total}>
                <strong>{Money.formatOr(r.amount)}</strong>
              </dd>
              <dt>{W.pictures}</dt>
              <dd>
                <Pictures urls={r.images} />
              </dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="return-lines">
            <h2 id="return-lines">{W.returnedLines}</h2>
            <DataTable
              dense
              caption={W.returnedLines}
              rows={r.goods}
              rowKey={(g) => g.id}
              rowTestId="return-line"
              columns={[
                { key: "name", header: Messages.common.goodsName, cell: (g) => g.name },
                { key: "spec", header: W.spec, cell: (g) => g.ypgg },
                { key: "batch", header: W.batch, cell: (g) => g.batch },
                ...amountColumns(),
              ]}
            />
          </section>
          <Progress id="return-progress" items={r.progress} />
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
          <section className={styles.section} aria-labelledby="after-sale-facts">
            <h2 id="after-sale-facts">
              {W.afterSaleSn} {a.id}{" "}
              <StatusBadge tone={OrderStatus.afterSaleTone(a.status)}>
                {OrderStatus.afterSaleLabel(a.status)}
              </StatusBadge>
            </h2>
            <dl className={styles.facts}>
              <dt>{W.orderSn}</dt>
              <dd>
                <Link to={links.detail(a.order_id)}>{a.order_sn}</Link>
              </dd>
              <dt>{W.appliedAt}</dt>
              <dd>{DateTime.display(a.created_at)}</dd>
              <dt>{W.afterSaleTypeLabel}</dt>
              <dd>{OrderStatus.afterSaleTypeLabel(a.type)}</dd>
              <dt>{W.afterSaleDescription}</dt>
              <dd>{a.content}</dd>
              <dt>{W.pictures}</dt>
              <dd>
                <Pictures urls={a.images} />
              </dd>
            </dl>
          </section>
          <Progress id="after-sale-progress" items={a.progress} />
          <section className={styles.section} aria-labelledby="after-sale-replies">
            <h2 id="after-sale-replies">{W.replies}</h2>
            {a.replies.length === 0 ? (
              <p>{W.noReplies}</p>
            ) : (
              <ol className={styles.replies}>
                {a.replies.map((r) => (
                  <li
                    key={`${r.time}-${r.content}`}
                    className={r.from === "service" ? styles.replyService : styles.reply}
                  >
                    <strong>{r.from === "service" ? W.service : W.buyer}</strong>{" "}
                    {DateTime.display(r.time)}
                    <p>{r.content}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </ListState>
  )
}

/**
 * 订单详情 (/order/info/{id}): progress, the order's facts, address, goods lines (maker, spec,
 * batch, expiry, price, quantity, amount), the amounts (coupon, 满减, freight, paid), payment,
 * invoice, logistics and the same buttons as the list; `?apply=return|afterSale` opens the return
 * or after-sales form below, which ends on the new case's page. The part an address asks for (a
 * form, or `#logistics` from 查看物流) is scrolled into view and its heading takes focus once the
 * order is shown; back and forward keep the place the buyer had instead.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderStatus from "@mall/core/OrderStatus"
import { useEffect, useRef } from "react"
import { useLocation, useNavigationType, useSearchParams } from "react-router-dom"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { user } from "../../lib/session/session.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { focusElement, onUserInput } from "../../lib/ui/focus.ts"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { links } from "./actions.ts"
import { AfterSaleFormView, ReturnFormView } from "./ApplyForms.tsx"
import { CancelDialog } from "./CancelDialog.tsx"
import { amountColumns } from "./lineColumns.tsx"
import * as Model from "./model.ts"
import { OrderActions } from "./OrderActions.tsx"
import styles from "./Orders.module.css"

const W = Messages.orders

/** The heading of each part an address can ask for. */
const PART_HEADING: Readonly<Record<Model.Part, string>> = {
  return: "return-form",
  afterSale: "after-sale-form",
  logistics: "order-logistics",
}

/**
 * Once order `id` is shown, scrolls the part the address asks for into view and focuses its
 * heading, once per arrival. Back and forward (and a reload) leave it to the place the scroll
 * memory restores; an address opened afresh is an arrival like a link followed. A buyer who
 * pressed a key, clicked or scrolled before the order was in has started on their own: focus and
 * scroll stay where they put them.
 */
function useRevealPart(id: number, part: Model.Part | null) {
  const location = useLocation()
  const arrival = useNavigationType()
  const settled = Model.detailSettled(id)
  const done = useRef<string | null>(null)
  const acted = useRef(false)
  useEffect(() => {
    acted.current = false
    return onUserInput(() => {
      acted.current = true
    })
  }, [location.key])
  useEffect(() => {
    if (part === null || !settled || done.current === location.key) return
    if (arrival === "POP" && location.key !== "default") {
      done.current = location.key
      return
    }
    // after the commit's own focus moves (the new page's h1), and only if the order still shows
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(PART_HEADING[part])
      if (!Model.detailSettled(id) || heading === null) return
      done.current = location.key
      if (acted.current) return
      heading.scrollIntoView({ block: "start" })
      focusElement(heading, { preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [id, part, settled, location.key, arrival])
}

export function OrderDetailPage({ id }: { id: number }) {
  const [search] = useSearchParams()
  const apply = search.get("apply")
  const { hash } = useLocation()
  useEffect(() => {
    Model.resetForms()
    void Model.loadDetail(id)
  }, [id])
  useRevealPart(id, Model.askedPart(apply, hash))
  const afterSaleEnabled = Number(user.value?.is_AfterSale ?? 0) === 1
  return (
    <ListState
      resource={Model.detail}
      isEmpty={() => false}
      rows={6}
      missing={{ text: W.notFound, back: links.list(), backText: W.backToList }}
    >
      {(o) => {
        const status = OrderStatus.parse(o.status) ?? 0
        const actions = Model.actionsOf(o, afterSaleEnabled)
        return (
          <div className={styles.page}>
            <section className={styles.section} aria-labelledby="order-progress">
              <h2 id="order-progress">{W.progress}</h2>
              <ol className={styles.timeline}>
                {OrderStatus.timeline({
                  status,
                  created_at: DateTime.display(o.created_at),
                  paid_at: DateTime.display(o.paid_at),
                  shipped_at: DateTime.display(o.shipped_at),
                  finished_at: DateTime.display(o.finished_at),
                }).map((s) => (
                  <li key={s.label} className={s.done ? styles.stepDone : styles.step}>
                    <div>{s.label}</div>
                    <div>{s.time}</div>
                  </li>
                ))}
              </ol>
            </section>
            <section className={styles.section} aria-labelledby="order-facts">
              <h2 id="order-facts">
                {W.orderSn} {o.order_sn}{" "}
                <StatusBadge tone={OrderStatus.tone(status)}>
                  {OrderStatus.label(status)}
                </StatusBadge>
              </h2>
              <dl className={styles.facts}>
                <dt>{W.createdAt}</dt>
                <dd>{DateTime.display(o.created_at)}</dd>
                <dt>{W.payType}</dt>
                <dd>{o.pay_type}</dd>
                <dt>{W.remarks}</dt>
                <dd>{o.remarks ?? ""}</dd>
                <dt>{W.invoice}</dt>
                <dd>
                  {o.invoice_url === "" ? (
                    W.noInvoice
                  ) : (
                    <SafeLink href={o.invoice_url} newTab>
                      {W.viewInvoice}
                    </SafeLink>
                  )}
                </dd>
              </dl>
              <OrderActions order={o} actions={actions} reload={Model.reloadDetail} />
            </section>
            <section className={styles.section} aria-labelledby="order-address">
              <h2 id="order-address">{W.address}</h2>
              <dl className={styles.facts}>
                <dt>{W.consignee}</dt>
                <dd>{o.address.consignee}</dd>
                <dt>{W.phone}</dt>
                <dd>{o.address.phone}</dd>
                <dt>{W.fullAddress}</dt>
                <dd>
                  {o.address.province}
                  {o.address.city}
                  {o.address.district}
                  {o.address.address}
                </dd>
              </dl>
            </section>
            <section className={styles.section} aria-labelledby="order-goods">
              <h2 id="order-goods">{W.goods}</h2>
              <DataTable
                dense
                caption={W.goods}
                rows={o.goods}
                rowKey={(g) => g.id}
                rowTestId="order-line"
                columns={[
                  {
                    key: "name",
                    header: Messages.common.goodsName,
                    cell: (g) => (
                      <>
                        <Link to={`/list/info/${g.goods_id}`}>{g.name}</Link>
                        {g.is_gift === 1 && ` (${W.gift})`}
                      </>
                    ),
                  },
                  { key: "maker", header: W.maker, cell: (g) => g.sccj },
                  { key: "spec", header: W.spec, cell: (g) => g.ypgg },
                  { key: "batch", header: W.batch, cell: (g) => g.batch },
                  { key: "expiry", header: W.expiry, cell: (g) => g.expiry_date },
                  ...amountColumns(),
                ]}
              />
            </section>
            <section className={styles.section} aria-labelledby="order-amounts">
              <h2 id="order-amounts">{W.amounts}</h2>
              <dl className={styles.facts}>
                <dt>{W.goodsAmount}</dt>
                <dd>{Money.formatOr(o.goods_amount)}</dd>
                <dt>{W.manjianAmount}</dt>
                <dd>-{Money.formatOr(o.manjian_amount)}</dd>
                <dt>{W.couponAmount}</dt>
                <dd>-{Money.formatOr(o.coupon_amount)}</dd>
                <dt>{W.shippingAmount}</dt>
                <dd>{Money.formatOr(o.shipping_amount)}</dd>
                <dt>{status === 0 || status === 4 ? W.payableAmount : W.paidAmount}</dt>
                <dd className={styles.total}>
                  <strong>{Money.formatOr(o.order_amount)}</strong>
                </dd>
              </dl>
            </section>
            <section className={styles.section} id="logistics" aria-labelledby="order-logistics">
              <h2 id="order-logistics">{W.logistics}</h2>
              {Model.logistics.data.value === null || Model.logistics.query.value !== o.id ? (
                <p>{W.noLogistics}</p>
              ) : (
                <>
                  <p>
                    {W.logisticsCompany}：{Model.logistics.data.value.company} {W.trackingNo}：
                    {Model.logistics.data.value.tracking_no}
                  </p>
                  <ol className={styles.traces}>
                    {Model.logistics.data.value.traces.map((t) => (
                      <li key={`${t.time}-${t.context}`}>
                        {DateTime.display(t.time)} {t.context}
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </section>
            {(o.return_ids.length > 0 || o.after_sale_ids.length > 0) && (
              <section className={styles.section} aria-labelledby="order-related">
                <h2 id="order-related">{W.related}</h2>
                <ul>
                  {o.return_ids.map((r) => (
                    <li key={`r${r}`}>
                      <Link to={links.returnDetail(r)}>
                        {W.returnSn} {r}
                      </Link>
                    </li>
                  ))}
                  {o.after_sale_ids.map((a) => (
                    <li key={`a${a}`}>
                      <Link to={links.afterSaleDetail(a)}>
                        {W.afterSaleSn} {a}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {apply === "return" && actions.includes("return") && <ReturnFormView order={o} />}
            {apply === "afterSale" && actions.includes("afterSale") && (
              <AfterSaleFormView order={o} />
            )}
            <CancelDialog reload={Model.reloadDetail} />
          </div>
        )
      }}
    </ListState>
  )
}

/**
 * 订单详情 (/order/info/{id}), one card per part: the order (number, status, time, payment,
 * remarks, invoice, the same buttons as the list, and when its goods cannot be returned yet, when
 * they can) beside its progress; the goods lines (maker, spec, batch, expiry, price, quantity,
 * amount; a gift marked once); address beside the amounts (coupon, 满减, freight, paid); the
 * logistics' traces; its returns and after-sales cases by number. `?apply=return|afterSale`
 * opens the return or after-sales form below, which ends on the new case's page. The part an address asks for (a
 * form, or `#logistics` from 查看物流) is scrolled into view and its heading takes focus once the
 * order is shown; back and forward keep the place the buyer had instead.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderLine from "@mall/core/OrderLine"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Returns from "@mall/core/Returns"
import { useEffect, useRef } from "react"
import { useLocation, useNavigationType, useSearchParams } from "react-router-dom"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { user } from "../../lib/session/session.ts"
import { Card } from "../../lib/ui/Card.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { focusElement, onUserInput } from "../../lib/ui/focus.ts"
import { Price } from "../../lib/ui/Price.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import { Timeline } from "../../lib/ui/Timeline.tsx"
import { links } from "./actions.ts"
import { AfterSaleFormView, ReturnFormView } from "./ApplyForms.tsx"
import { CancelDialog } from "./CancelDialog.tsx"
import { Facts, progressEvents } from "./Facts.tsx"
import { amountColumns } from "./lineColumns.tsx"
import * as Model from "./model.ts"
import { OrderActions, ReturnNotice } from "./OrderActions.tsx"
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
        const unpaid = status === OrderStatus.UNPAID || status === OrderStatus.CANCELLED
        return (
          <div className={styles.page}>
            <div className={styles.pair}>
              <Card
                headingId="order-facts"
                title={
                  <>
                    {W.orderSn} {o.order_sn}{" "}
                    <StatusBadge tone={OrderStatus.tone(status)}>
                      {OrderStatus.label(status)}
                    </StatusBadge>
                  </>
                }
              >
                <div className={styles.stack}>
                  <Facts
                    rows={[
                      [W.createdAt, DateTime.display(o.created_at)],
                      [W.payType, Display.orDash(o.pay_type)],
                      [W.remarks, Display.orDash(o.remarks)],
                      [
                        W.invoice,
                        o.invoice_url === "" ? (
                          W.noInvoice
                        ) : (
                          <SafeLink href={o.invoice_url} newTab>
                            {W.viewInvoice}
                          </SafeLink>
                        ),
                      ],
                    ]}
                  />
                  <ReturnNotice order={o} />
                  <OrderActions order={o} actions={actions} reload={Model.reloadDetail} />
                </div>
              </Card>
              <Card title={W.progress}>
                <Timeline
                  label={W.progress}
                  events={progressEvents(
                    OrderStatus.timeline({
                      status,
                      created_at: DateTime.display(o.created_at),
                      paid_at: DateTime.display(o.paid_at),
                      shipped_at: DateTime.display(o.shipped_at),
                      finished_at: DateTime.display(o.finished_at),
                    }),
                  )}
                />
              </Card>
            </div>
            <Card title={W.goods} flush>
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
                      <span className={styles.lineName}>
                        <Link to={`/list/info/${g.goods_id}`}>{OrderLine.name(g)}</Link>
                        {OrderLine.isGift(g) && <Tag text={W.gift} />}
                      </span>
                    ),
                  },
                  { key: "maker", header: W.maker, cell: (g) => Display.orDash(g.sccj) },
                  { key: "spec", header: W.spec, cell: (g) => Display.orDash(g.ypgg) },
                  { key: "batch", header: W.batch, cell: (g) => Display.orDash(g.batch) },
                  {
                    key: "expiry",
                    header: W.expiry,
                    cell: (g) => Display.orDash(g.expiry_date),
                  },
                  ...amountColumns(),
                ]}
              />
            </Card>
            <div className={styles.pair}>
              <Card title={W.address}>
                <Facts
                  rows={[
                    [W.consignee, Display.orDash(o.address.consignee)],
                    [W.phone, Display.orDash(o.address.phone)],
                    [
                      W.fullAddress,
                      Display.orDash(
                        `${o.address.province}${o.address.city}${o.address.district}${o.address.address}`,
                      ),
                    ],
                  ]}
                />
              </Card>
              <Card title={W.amounts}>
                <Facts
                  end
                  rows={[
                    [W.goodsAmount, Money.formatOr(o.goods_amount)],
                    [W.manjianAmount, `-${Money.formatOr(o.manjian_amount)}`],
                    [W.couponAmount, `-${Money.formatOr(o.coupon_amount)}`],
                    [W.shippingAmount, Money.formatOr(o.shipping_amount)],
                    [
                      unpaid ? W.payableAmount : W.paidAmount,
                      <Price key="total" raw={o.order_amount} size="large" />,
                    ],
                  ]}
                />
              </Card>
            </div>
            <Card title={W.logistics} headingId="order-logistics">
              <div id="logistics">
                {Model.logistics.data.value === null || Model.logistics.query.value !== o.id ? (
                  <p className={styles.muted}>{W.noLogistics}</p>
                ) : (
                  <div className={styles.stack}>
                    <Facts
                      rows={[
                        [W.logisticsCompany, Display.orDash(Model.logistics.data.value.company)],
                        [W.trackingNo, Display.orDash(Model.logistics.data.value.tracking_no)],
                      ]}
                    />
                    <Timeline
                      label={W.traces}
                      events={Model.logistics.data.value.traces.map((t, i) => ({
                        key: `${t.time}-${t.context}`,
                        title: t.context,
                        time: DateTime.display(t.time),
                        state: i === 0 ? "current" : "done",
                      }))}
                    />
                  </div>
                )}
              </div>
            </Card>
            {(o.return_ids.length > 0 || o.after_sale_ids.length > 0) && (
              <Card title={W.related}>
                <ul className={styles.related}>
                  {o.return_ids.map((r) => (
                    <li key={`r${r}`}>
                      <Link to={links.returnDetail(r)}>
                        {W.returnSn} {Returns.caseNumber("return", r)}
                      </Link>
                    </li>
                  ))}
                  {o.after_sale_ids.map((a) => (
                    <li key={`a${a}`}>
                      <Link to={links.afterSaleDetail(a)}>
                        {W.afterSaleSn} {Returns.caseNumber("afterSale", a)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
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

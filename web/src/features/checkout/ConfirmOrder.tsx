/**
 * /cart/step2 确认订单 (step 2 of 下单): address, the chosen goods that cannot be ordered, the goods,
 * coupon, pay type, invoice, remarks, amounts, submit; each part a card of the design system.
 */
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import * as Cart from "@mall/core/Cart"
import * as Messages from "@mall/core/Messages"
import { SetContents } from "../../lib/goods/SetContents.tsx"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { Radio } from "../../lib/ui/Field.tsx"
import { TextInput } from "../../lib/ui/Input.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import table from "../../lib/ui/Table.module.css"
import { Tag } from "../../lib/ui/Tag.tsx"
import {
  addressId,
  amounts,
  canSubmit,
  checkoutData,
  checkoutStatus,
  chooseAddress,
  chooseCoupon,
  choosePayType,
  couponId,
  couponOptions,
  idsOf,
  lines,
  loadCheckout,
  missingCount,
  orderableOnlyHref,
  PAY_TYPES,
  payType,
  remarks,
  rows,
  setRemarks,
  submitOrder,
  submitting,
  unbuyable,
  type LineRow,
} from "./model.ts"
import { Loading } from "./Loading.tsx"
import { OrderSteps } from "./Steps.tsx"
import styles from "./Checkout.module.css"

const ADDRESS_HEADING = "checkout-address"
const GOODS_HEADING = "checkout-goods"
const COUPON_HEADING = "checkout-coupon"
const PAY_HEADING = "checkout-pay"
const REMARKS_HEADING = "checkout-remarks"

function Addresses() {
  const list = checkoutData.value?.addresses ?? []
  return (
    <Card
      title={Messages.checkout.address}
      headingId={ADDRESS_HEADING}
      actions={<Link to="/zhzx/addr">{Messages.checkout.manageAddresses}</Link>}
    >
      {list.length === 0 ? (
        <Notice tone="warning">{Messages.checkout.noAddress}</Notice>
      ) : (
        <div role="radiogroup" aria-labelledby={ADDRESS_HEADING} className={styles.choices}>
          {list.map((a) => (
            <Radio
              key={a.id}
              name="address"
              look="tile"
              className={styles.address}
              checked={addressId.value === a.id}
              onChange={() => chooseAddress(a.id)}
              label={
                <span className={styles.addressText}>
                  <span className={styles.addressHead}>
                    {a.consignee} {a.phone}
                    {a.is_default === 1 && <Tag text={Messages.checkout.defaultAddress} />}
                  </span>
                  <span>
                    {a.province}
                    {a.city}
                    {a.district} {a.address}
                  </span>
                </span>
              }
            />
          ))}
        </div>
      )}
    </Card>
  )
}

function GoodsCell({ row }: { row: LineRow }) {
  const gifts = Cart.giftsOf(row.line)
  return (
    <div className={styles.goods}>
      <span className={styles.goodsName}>
        {row.combination !== null && <Tag text={Messages.common.combination} />}
        {row.name}
      </span>
      {row.meta !== "" && <span className={styles.meta}>{row.meta}</span>}
      {gifts !== null && <span className={styles.gift}>{gifts}</span>}
      {row.combination !== null && (
        <SetContents set={row.combination} className={styles.setItems} />
      )}
    </div>
  )
}

function Lines() {
  return (
    <Card title={Messages.checkout.goods} headingId={GOODS_HEADING} flush className={styles.lines}>
      <table className={table.table} aria-labelledby={GOODS_HEADING}>
        <thead>
          <tr>
            <th scope="col">{Messages.common.goods}</th>
            <th scope="col" className={table.end}>
              {Messages.common.unitPrice}
            </th>
            <th scope="col" className={table.end}>
              {Messages.common.quantity}
            </th>
            <th scope="col" className={table.end}>
              {Messages.common.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.value.map((r) => (
            <tr key={r.line.id}>
              <td>
                <GoodsCell row={r} />
              </td>
              <td className={table.end}>
                {r.combination !== null && (
                  <span className={styles.meta}>{Messages.checkout.setPrice} </span>
                )}
                <Price amount={r.line.unitPrice} />
              </td>
              <td className={`${table.end} ${table.numeric}`}>{r.quantity}</td>
              <td className={table.end}>
                <Price amount={r.line.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}

/** The chosen goods that cannot be ordered (and lines no longer in the cart), with why. */
function Unbuyable() {
  const list = unbuyable.value
  const gone = missingCount.value
  if (list.length === 0 && gone === 0) return null
  const href = orderableOnlyHref.value
  return (
    <div data-testid="unbuyable">
      <Notice
        tone="warning"
        role="alert"
        title={Messages.checkout.unbuyableHeading}
        actions={
          <>
            <ButtonLink to="/cart" size="sm">
              {Messages.checkout.backToCart}
            </ButtonLink>
            {href !== null && (
              <ButtonLink to={href} size="sm" variant="primary">
                {Messages.checkout.orderBuyableOnly}
              </ButtonLink>
            )}
          </>
        }
      >
        <ul className={styles.unbuyable}>
          {list.map((u) => (
            <li key={u.id}>{Messages.checkout.unbuyableLine(u.name, u.reason)}</li>
          ))}
          {gone > 0 && <li>{Messages.checkout.linesGone(gone)}</li>}
        </ul>
        <p>
          {lines.value.length === 0
            ? Messages.checkout.noneBuyable
            : Messages.checkout.unbuyableHint}
        </p>
      </Notice>
    </div>
  )
}

function Coupons() {
  return (
    <Card title={Messages.checkout.coupon} headingId={COUPON_HEADING}>
      <div role="radiogroup" aria-labelledby={COUPON_HEADING} className={styles.choices}>
        <Radio
          name="coupon"
          look="tile"
          className={styles.coupon}
          checked={couponId.value === null}
          onChange={() => chooseCoupon(null)}
          label={Messages.checkout.noCoupon}
        />
        {couponOptions.value.map(({ coupon: c, usable, condition, scope, reason }) => (
          <Radio
            key={c.id}
            name="coupon"
            look="tile"
            className={styles.coupon}
            disabled={!usable}
            checked={couponId.value === c.id}
            onChange={() => chooseCoupon(c.id)}
            label={
              <span className={styles.couponText}>
                <span>
                  <Price raw={c.amount} /> {c.name}
                </span>
                <span className={styles.meta}>
                  {scope !== null && `${scope} · `}
                  {condition}
                  {reason !== null && ` · ${reason}`}
                </span>
              </span>
            }
          />
        ))}
      </div>
    </Card>
  )
}

function Options() {
  return (
    <>
      <Card title={Messages.checkout.payType} headingId={PAY_HEADING}>
        <div role="radiogroup" aria-labelledby={PAY_HEADING} className={styles.choices}>
          {PAY_TYPES.map((t) => (
            <Radio
              key={t}
              name="payType"
              look="tile"
              className={styles.payType}
              checked={payType.value === t}
              onChange={() => choosePayType(t)}
              label={Messages.checkout.payTypes[t]}
            />
          ))}
        </div>
      </Card>
      <div className={styles.pair}>
        <Card title={Messages.checkout.invoice}>
          <p className={styles.text}>
            {Messages.checkout.invoiceText}{" "}
            <Link to="/zzfw/dzfp">{Messages.checkout.invoiceLink}</Link>
          </p>
        </Card>
        <Card title={Messages.checkout.remarks} headingId={REMARKS_HEADING}>
          <TextInput
            aria-labelledby={REMARKS_HEADING}
            className={styles.remarks}
            maxLength={200}
            placeholder={Messages.checkout.remarksHint}
            value={remarks.value}
            onChange={(e) => setRemarks(e.target.value)}
          />
        </Card>
      </div>
    </>
  )
}

function Amounts() {
  const a = amounts.value
  return (
    <section className={styles.amounts} aria-label={Messages.checkout.payable}>
      <dl>
        <div>
          <dt>{Messages.checkout.goodsAmount}</dt>
          <dd>
            <Price amount={a.goods} />
          </dd>
        </div>
        <div>
          <dt>{Messages.cart.reduction}</dt>
          <dd data-testid="order-manjian">
            -<Price amount={a.manjian} />
          </dd>
        </div>
        <div>
          <dt>{Messages.common.shipping}</dt>
          <dd>
            <Price amount={a.shipping} />
          </dd>
        </div>
        <div>
          <dt>{Messages.checkout.couponAmount}</dt>
          <dd>
            -<Price amount={a.discount} />
          </dd>
        </div>
        <div className={styles.payable}>
          <dt>{Messages.checkout.payable}</dt>
          <dd data-testid="order-payable">
            <Price amount={a.payable} size="large" />
          </dd>
        </div>
      </dl>
      <div className={styles.submitRow}>
        <ButtonLink to="/cart" variant="text">
          {Messages.checkout.backToCart}
        </ButtonLink>
        <Button
          variant="primary"
          size="lg"
          busy={submitting.value}
          disabled={!canSubmit.value && !submitting.value}
          onClick={() => void submitOrder()}
        >
          {Messages.checkout.submit}
        </Button>
      </div>
    </section>
  )
}

export function ConfirmOrder() {
  const [search] = useSearchParams()
  const raw = search.get("ids")
  useEffect(() => {
    void loadCheckout(idsOf(raw))
  }, [raw])
  const st = checkoutStatus.value
  return (
    <div className={`page-width ${styles.page}`}>
      <OrderSteps current={2} />
      {st === "loading" && <Loading />}
      {(st === "failed" || st === "missing") && (
        <Card>
          <EmptyState
            tone={st === "missing" ? "info" : "error"}
            role="alert"
            actions={
              <ButtonLink to="/cart" variant="primary">
                {Messages.checkout.backToCart}
              </ButtonLink>
            }
          >
            {st === "missing" ? Messages.checkout.noneChosen : Messages.checkout.loadFailed}
          </EmptyState>
        </Card>
      )}
      {st === "ready" && lines.value.length === 0 && <Unbuyable />}
      {st === "ready" && lines.value.length > 0 && (
        <div className={styles.sections}>
          <Addresses />
          <Unbuyable />
          <Lines />
          <Coupons />
          <Options />
          <Amounts />
        </div>
      )}
    </div>
  )
}

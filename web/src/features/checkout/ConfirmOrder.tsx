/** /cart/step2 确认订单: address, goods, coupon, invoice, pay type, remarks, amounts, submit. */
import { useEffect } from "react"
import { Link, useSearchParams } from "react-router-dom"
import * as Money from "@mall/core/Money"
import { Button } from "../../lib/ui/Button.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import {
  addressId,
  amounts,
  checkoutData,
  checkoutStatus,
  couponApplies,
  couponId,
  coupons,
  idsOf,
  lines,
  loadCheckout,
  PAY_TYPES,
  payType,
  remarks,
  submitOrder,
  submitting,
} from "./model.ts"
import { Steps } from "./Steps.tsx"
import { checkoutText } from "./text.ts"
import styles from "./Checkout.module.css"

function Addresses() {
  const list = checkoutData.value?.addresses ?? []
  return (
    <section className={styles.section} aria-labelledby="addr-heading">
      <h2 id="addr-heading">{checkoutText.address}</h2>
      {list.length === 0 ? (
        <p>
          {checkoutText.noAddress} <Link to="/zhzx/addr">{checkoutText.addAddress}</Link>
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby="addr-heading" className={styles.addresses}>
          {list.map((a) => (
            <label
              key={a.id}
              className={addressId.value === a.id ? styles.addressActive : styles.address}
            >
              <input
                type="radio"
                name="address"
                checked={addressId.value === a.id}
                onChange={() => (addressId.value = a.id)}
              />
              <span className={styles.addressHead}>
                {a.consignee} {a.phone}
                {a.is_default === 1 && (
                  <em className={styles.defaultMark}>{checkoutText.defaultAddress}</em>
                )}
              </span>
              <span>
                {a.province}
                {a.city}
                {a.district} {a.address}
              </span>
            </label>
          ))}
        </div>
      )}
    </section>
  )
}

function Lines() {
  return (
    <section className={styles.section} aria-labelledby="goods-heading">
      <h2 id="goods-heading">{checkoutText.goods}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{checkoutText.name}</th>
            <th scope="col">{checkoutText.unitPrice}</th>
            <th scope="col">{checkoutText.quantity}</th>
            <th scope="col">{checkoutText.amount}</th>
          </tr>
        </thead>
        <tbody>
          {lines.value.map((line) => {
            const g = line.raw.goods
            const combination = line.raw.combination as { name?: string } | null | undefined
            return (
              <tr key={line.id}>
                <td>
                  {line.kind === "combination" && (
                    <span className={styles.badge}>{checkoutText.combination}</span>
                  )}
                  {combination?.name ?? (typeof g?.name === "string" ? g.name : "")}
                  <span className={styles.meta}>
                    {typeof g?.sccj === "string" ? g.sccj : ""}{" "}
                    {typeof g?.ypgg === "string" ? g.ypgg : ""}
                  </span>
                  {line.gifts > 0 && (
                    <span className={styles.gift}>{checkoutText.gift(line.gifts)}</span>
                  )}
                </td>
                <td>
                  <Price amount={line.unitPrice} />
                </td>
                <td>{line.quantity}</td>
                <td>
                  <Price amount={line.amount} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

function Coupons() {
  const goods = amounts.value.goods
  return (
    <section className={styles.section} aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">{checkoutText.coupon}</h2>
      <div role="radiogroup" aria-labelledby="coupon-heading" className={styles.coupons}>
        <label className={styles.coupon}>
          <input
            type="radio"
            name="coupon"
            checked={couponId.value === null}
            onChange={() => (couponId.value = null)}
          />
          {checkoutText.noCoupon}
        </label>
        {coupons.value.map((c) => {
          const usable = couponApplies(c, goods)
          return (
            <label key={c.id} className={usable ? styles.coupon : styles.couponDisabled}>
              <input
                type="radio"
                name="coupon"
                disabled={!usable}
                checked={couponId.value === c.id}
                onChange={() => (couponId.value = c.id)}
              />
              <Price raw={c.amount} /> {c.name}
              <span className={styles.meta}>
                {checkoutText.couponMin(Money.format(Money.parseOr(c.min_amount)))}
                {!usable && ` · ${checkoutText.couponUnusable}`}
              </span>
            </label>
          )
        })}
      </div>
    </section>
  )
}

function Options() {
  return (
    <>
      <section className={styles.section} aria-labelledby="invoice-heading">
        <h2 id="invoice-heading">{checkoutText.invoice}</h2>
        <p>
          {checkoutText.invoiceText} <Link to="/zzfw/dzfp">{checkoutText.invoiceLink}</Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="pay-heading">
        <h2 id="pay-heading">{checkoutText.payType}</h2>
        <div role="radiogroup" aria-labelledby="pay-heading" className={styles.payTypes}>
          {PAY_TYPES.map((t) => (
            <label key={t} className={payType.value === t ? styles.payTypeActive : styles.payType}>
              <input
                type="radio"
                name="payType"
                checked={payType.value === t}
                onChange={() => (payType.value = t)}
              />
              {checkoutText.payTypes[t]}
            </label>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <label className={styles.remarks}>
          <span>{checkoutText.remarks}</span>
          <input
            type="text"
            maxLength={200}
            placeholder={checkoutText.remarksHint}
            value={remarks.value}
            onChange={(e) => (remarks.value = e.target.value)}
          />
        </label>
      </section>
    </>
  )
}

function Amounts() {
  const a = amounts.value
  return (
    <section className={styles.amounts} aria-label={checkoutText.payable}>
      <dl>
        <div>
          <dt>{checkoutText.goodsAmount}</dt>
          <dd>
            <Price amount={a.goods} />
          </dd>
        </div>
        <div>
          <dt>{checkoutText.shipping}</dt>
          <dd>
            <Price amount={a.shipping} />
          </dd>
        </div>
        <div>
          <dt>{checkoutText.couponAmount}</dt>
          <dd>
            -<Price amount={a.coupon} />
          </dd>
        </div>
        <div className={styles.payable}>
          <dt>{checkoutText.payable}</dt>
          <dd data-testid="order-payable">
            <Price amount={a.payable} size="large" />
          </dd>
        </div>
      </dl>
      <div className={styles.submitRow}>
        <Link to="/cart">{checkoutText.backToCart}</Link>
        <Button
          variant="primary"
          size="large"
          disabled={submitting.value || addressId.value === null}
          onClick={() => void submitOrder()}
        >
          {checkoutText.submit}
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
      <Steps current={1} />
      {st === "loading" && <p className={styles.notice}>{checkoutText.loading}</p>}
      {st === "failed" && (
        <p className={styles.notice}>
          {checkoutText.loadFailed} <Link to="/cart">{checkoutText.backToCart}</Link>
        </p>
      )}
      {st === "ready" && (
        <>
          <Addresses />
          <Lines />
          <Coupons />
          <Options />
          <Amounts />
        </>
      )}
    </div>
  )
}

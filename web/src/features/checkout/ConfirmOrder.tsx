/** /cart/step2 确认订单: address, goods, coupon, invoice, pay type, remarks, amounts, submit. */
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import {
  addressId,
  amounts,
  checkoutData,
  checkoutStatus,
  couponId,
  couponOptions,
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
import styles from "./Checkout.module.css"

function Addresses() {
  const list = checkoutData.value?.addresses ?? []
  return (
    <section className={styles.section} aria-labelledby="addr-heading">
      <h2 id="addr-heading">{Messages.checkout.address}</h2>
      {list.length === 0 ? (
        <p>
          {Messages.checkout.noAddress}{" "}
          <Link to="/zhzx/addr">{Messages.checkout.manageAddresses}</Link>
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
                  <em className={styles.defaultMark}>{Messages.checkout.defaultAddress}</em>
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
      <h2 id="goods-heading">{Messages.checkout.goods}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{Messages.common.goods}</th>
            <th scope="col">{Messages.common.unitPrice}</th>
            <th scope="col">{Messages.common.quantity}</th>
            <th scope="col">{Messages.common.amount}</th>
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
                    <span className={styles.badge}>{Messages.common.combination}</span>
                  )}
                  {combination?.name ?? (typeof g?.name === "string" ? g.name : "")}
                  <span className={styles.meta}>
                    {typeof g?.sccj === "string" ? g.sccj : ""}{" "}
                    {typeof g?.ypgg === "string" ? g.ypgg : ""}
                  </span>
                  {line.gifts > 0 && (
                    <span className={styles.gift}>{Messages.common.gift(line.gifts)}</span>
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
  return (
    <section className={styles.section} aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">{Messages.checkout.coupon}</h2>
      <div role="radiogroup" aria-labelledby="coupon-heading" className={styles.coupons}>
        <label className={styles.coupon}>
          <input
            type="radio"
            name="coupon"
            checked={couponId.value === null}
            onChange={() => (couponId.value = null)}
          />
          {Messages.checkout.noCoupon}
        </label>
        {couponOptions.value.map(({ coupon: c, usable, condition, shortfall }) => (
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
              {condition}
              {shortfall !== null && ` · ${shortfall}`}
            </span>
          </label>
        ))}
      </div>
    </section>
  )
}

function Options() {
  return (
    <>
      <section className={styles.section} aria-labelledby="invoice-heading">
        <h2 id="invoice-heading">{Messages.checkout.invoice}</h2>
        <p>
          {Messages.checkout.invoiceText}{" "}
          <Link to="/zzfw/dzfp">{Messages.checkout.invoiceLink}</Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="pay-heading">
        <h2 id="pay-heading">{Messages.checkout.payType}</h2>
        <div role="radiogroup" aria-labelledby="pay-heading" className={styles.payTypes}>
          {PAY_TYPES.map((t) => (
            <label key={t} className={payType.value === t ? styles.payTypeActive : styles.payType}>
              <input
                type="radio"
                name="payType"
                checked={payType.value === t}
                onChange={() => (payType.value = t)}
              />
              {Messages.checkout.payTypes[t]}
            </label>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <label className={styles.remarks}>
          <span>{Messages.checkout.remarks}</span>
          <input
            type="text"
            maxLength={200}
            placeholder={Messages.checkout.remarksHint}
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
        <Link to="/cart">{Messages.checkout.backToCart}</Link>
        <Button
          variant="primary"
          size="large"
          disabled={submitting.value || addressId.value === null}
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
      <Steps current={1} />
      {st === "loading" && <p className={styles.notice}>{Messages.common.loading}</p>}
      {(st === "failed" || st === "missing") && (
        <p className={styles.notice}>
          {st === "missing" ? Messages.checkout.noneChosen : Messages.checkout.loadFailed}{" "}
          <Link to="/cart">{Messages.checkout.backToCart}</Link>
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

/** /cart/step2 确认订单: address, goods, coupon, invoice, pay type, remarks, amounts, submit. */
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { SetContents } from "../../lib/goods/SetContents.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { Price } from "../../lib/ui/Price.tsx"
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
  unbuyable,
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
                onChange={() => chooseAddress(a.id)}
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
          {rows.value.map(({ line, name, meta, combination, quantity }) => (
            <tr key={line.id}>
              <td>
                {combination !== null && (
                  <span className={styles.badge}>{Messages.common.combination}</span>
                )}
                {name}
                {meta !== "" && <span className={styles.meta}>{meta}</span>}
                {line.gifts > 0 && (
                  <span className={styles.gift}>{Messages.common.gift(line.gifts)}</span>
                )}
                {combination !== null && (
                  <SetContents set={combination} className={styles.setItems} />
                )}
              </td>
              <td>
                {combination !== null && (
                  <span className={styles.meta}>{Messages.checkout.setPrice} </span>
                )}
                <Price amount={line.unitPrice} />
              </td>
              <td>{quantity}</td>
              <td>
                <Price amount={line.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** The chosen goods that cannot be ordered (and lines no longer in the cart), with why. */
function Unbuyable() {
  const list = unbuyable.value
  const gone = missingCount.value
  if (list.length === 0 && gone === 0) return null
  const href = orderableOnlyHref.value
  return (
    <section
      className={styles.unbuyable}
      role="alert"
      aria-labelledby="unbuyable-heading"
      data-testid="unbuyable"
    >
      <h2 id="unbuyable-heading">{Messages.checkout.unbuyableHeading}</h2>
      <ul>
        {list.map((u) => (
          <li key={u.id}>{Messages.checkout.unbuyableLine(u.name, u.reason)}</li>
        ))}
        {gone > 0 && <li>{Messages.checkout.linesGone(gone)}</li>}
      </ul>
      <p>
        {lines.value.length === 0 ? Messages.checkout.noneBuyable : Messages.checkout.unbuyableHint}{" "}
        <Link to="/cart">{Messages.checkout.backToCart}</Link>
        {href !== null && (
          <>
            {" "}
            <Link to={href}>{Messages.checkout.orderBuyableOnly}</Link>
          </>
        )}
      </p>
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
            onChange={() => chooseCoupon(null)}
          />
          {Messages.checkout.noCoupon}
        </label>
        {couponOptions.value.map(({ coupon: c, usable, condition, scope, reason }) => (
          <label key={c.id} className={usable ? styles.coupon : styles.couponDisabled}>
            <input
              type="radio"
              name="coupon"
              disabled={!usable}
              checked={couponId.value === c.id}
              onChange={() => chooseCoupon(c.id)}
            />
            <Price raw={c.amount} /> {c.name}
            <span className={styles.meta}>
              {scope !== null && `${scope} · `}
              {condition}
              {reason !== null && ` · ${reason}`}
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
                onChange={() => choosePayType(t)}
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
            onChange={(e) => setRemarks(e.target.value)}
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
          size="lg"
          disabled={!canSubmit.value}
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
      {st === "ready" && lines.value.length === 0 && <Unbuyable />}
      {st === "ready" && lines.value.length > 0 && (
        <>
          <Addresses />
          <Unbuyable />
          <Lines />
          <Coupons />
          <Options />
          <Amounts />
        </>
      )}
    </div>
  )
}

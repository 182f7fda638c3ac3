/** The return and after-sales forms of an order (on its detail page). */
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Returns from "@mall/core/Returns"
import { SelectField, TextAreaField, FormView } from "../../lib/kit/Form.tsx"
import { PicturePicker } from "../../lib/upload/PicturePicker.tsx"
import * as Model from "./model.ts"
import styles from "./Orders.module.css"

const W = Messages.orders

export function ReturnFormView({ order }: { order: Model.OrderDetail }) {
  const lines = Model.linesOf(order)
  const quantities = Model.returnQuantities.value
  const refund = Model.refundPreview(order)
  return (
    <section className={styles.section} aria-labelledby="return-form">
      <h2 id="return-form">{W.returnForm}</h2>
      <FormView
        form={Model.returnForm}
        label={W.returnForm}
        submitLabel={W.submit}
        onSubmit={() => void Model.submitReturn(order)}
      >
        <fieldset className={styles.reasons}>
          <legend>{W.returnLines}</legend>
          {order.goods.map((g) => {
            const line = lines.find((l) => l.id === g.id)
            const left = line ? Returns.returnable(line) : 0
            if (g.is_gift === 1 || left <= 0) return null
            return (
              <label key={g.id} className={styles.reason}>
                <span>
                  {g.name} {g.ypgg}（{W.returnable(left, g.bzdw)}）
                </span>
                <input
                  className={styles.qty}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  aria-label={W.returnQuantityOf(g.name)}
                  value={quantities[g.id] ?? ""}
                  onChange={(e) => {
                    Model.returnQuantities.value = { ...quantities, [g.id]: e.currentTarget.value }
                    Model.linesError.value = undefined
                  }}
                />
              </label>
            )
          })}
          {Model.linesError.value !== undefined && (
            <p className={styles.error} role="alert">
              {Model.linesError.value}
            </p>
          )}
        </fieldset>
        <SelectField
          form={Model.returnForm}
          name="reason"
          label={W.reason}
          prompt={W.reasonPlaceholder}
          options={Returns.reasons.map((r) => ({
            value: W.returnReasons[r],
            label: W.returnReasons[r],
          }))}
        />
        <TextAreaField
          form={Model.returnForm}
          name="description"
          label={W.description}
          rows={3}
          maxLength={Returns.MAX_DESCRIPTION}
        />
        <PicturePicker
          kind="return"
          label={W.pictures}
          hint={W.picturesHint}
          max={Returns.MAX_PICTURES}
          value={Model.returnPictures.value}
          onChange={(urls) => (Model.returnPictures.value = urls)}
        />
        <p className={styles.total}>
          {W.refundAmount}：<strong>{refund === null ? "-" : Money.format(refund)}</strong>（
          {W.refundHint}）
        </p>
      </FormView>
    </section>
  )
}

export function AfterSaleFormView({ order }: { order: Model.OrderDetail }) {
  return (
    <section className={styles.section} aria-labelledby="after-sale-form">
      <h2 id="after-sale-form">{W.afterSaleForm}</h2>
      <FormView
        form={Model.afterSaleForm}
        label={W.afterSaleForm}
        submitLabel={W.submit}
        onSubmit={() => void Model.submitAfterSale(order)}
      >
        <SelectField
          form={Model.afterSaleForm}
          name="type"
          label={W.afterSaleTypeLabel}
          prompt={W.afterSaleTypeRequired}
          options={OrderStatus.afterSaleTypes.map((t) => ({
            value: String(t),
            label: OrderStatus.afterSaleTypeLabel(t),
          }))}
        />
        <TextAreaField
          form={Model.afterSaleForm}
          name="content"
          label={W.afterSaleDescription}
          rows={4}
          maxLength={500}
        />
        <PicturePicker
          kind="after_sale"
          label={W.pictures}
          hint={W.picturesHint}
          max={Returns.MAX_PICTURES}
          value={Model.afterSalePictures.value}
          onChange={(urls) => (Model.afterSalePictures.value = urls)}
        />
      </FormView>
    </section>
  )
}

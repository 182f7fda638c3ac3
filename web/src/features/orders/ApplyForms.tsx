/** The return and after-sales forms of an order (on its detail page). */
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Returns from "@mall/core/Returns"
import { useId, useRef } from "react"
import { SelectField, TextAreaField, FormView, useFocusRequest } from "../../lib/kit/Form.tsx"
import { PicturePicker } from "../../lib/upload/PicturePicker.tsx"
import * as Model from "./model.ts"
import styles from "./Orders.module.css"

const W = Messages.orders

export function ReturnFormView({ order }: { order: Model.OrderDetail }) {
  const lines = Model.linesOf(order)
  const quantities = Model.returnQuantities.value
  const refund = Model.refundPreview(order)
  const open = order.goods.filter((g) => {
    const line = lines.find((l) => l.id === g.id)
    return g.is_gift !== 1 && line !== undefined && Returns.returnable(line) > 0
  })
  // the quantities' message sits on the quantity it is about (the first for the whole choice),
  // which takes focus through the form kit
  const numbersMessage = Model.returnForm.errors.value.numbers
  const aboutLine = Model.numbersLine.value
  const target = open.find((g) => g.id === aboutLine)?.id ?? open[0]?.id
  const messageId = useId()
  const targetRef = useRef<HTMLInputElement | null>(null)
  useFocusRequest(Model.returnForm, "numbers", targetRef)
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
          {open.map((g) => {
            const line = lines.find((l) => l.id === g.id)
            const left = line ? Returns.returnable(line) : 0
            const invalid = numbersMessage !== undefined && (aboutLine === null || g.id === target)
            return (
              <label key={g.id} className={styles.reason}>
                <span>
                  {g.name} {g.ypgg}（{W.returnable(left, g.bzdw)}）
                </span>
                <input
                  ref={g.id === target ? targetRef : undefined}
                  className={styles.qty}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  aria-label={W.returnQuantityOf(g.name)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? messageId : undefined}
                  value={quantities[g.id] ?? ""}
                  onChange={(e) => Model.setReturnQuantity(g.id, e.currentTarget.value)}
                />
              </label>
            )
          })}
          {numbersMessage !== undefined && (
            <p id={messageId} className={styles.error} role="alert">
              {numbersMessage}
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

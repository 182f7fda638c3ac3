/**
 * The return and after-sales forms of an order (on its detail page), each a card. The return form
 * lists the lines that can still be returned in a table, each with its quantity box (− and + stay
 * within 0 and what is left, core Returns); the quantities' message sits on the quantity it is
 * about, which takes focus.
 */
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Returns from "@mall/core/Returns"
import { useId, useRef } from "react"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { SelectField, TextAreaField, FormView, useFocusRequest } from "../../lib/kit/Form.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Field, FormRow } from "../../lib/ui/Field.tsx"
import { NumberStepper } from "../../lib/ui/NumberStepper.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { EvidencePictures } from "./EvidencePictures.tsx"
import * as Model from "./model.ts"
import styles from "./Orders.module.css"

const W = Messages.orders

export function ReturnFormView({ order }: { order: Model.OrderDetail }) {
  const lines = Model.linesOf(order)
  const quantities = Model.returnQuantities.value
  const refund = Model.refundPreview(order)
  const open = order.goods.flatMap((g) => {
    const line = lines.find((l) => l.id === g.id)
    const left = line === undefined ? 0 : Returns.returnable(line)
    return g.is_gift !== 1 && left > 0 ? [{ goods: g, left }] : []
  })
  // the quantities' message sits on the quantity it is about (the first for the whole choice),
  // which takes focus through the form kit
  const numbersMessage = Model.returnForm.errors.value.numbers
  const aboutLine = Model.numbersLine.value
  const target = open.find((o) => o.goods.id === aboutLine)?.goods.id ?? open[0]?.goods.id
  // the label 退货商品 points at the first quantity; the quantities' message sits under the table
  const firstId = useId()
  const targetRef = useRef<HTMLInputElement | null>(null)
  useFocusRequest(Model.returnForm, "numbers", targetRef)
  return (
    <Card title={W.returnForm} headingId="return-form">
      <FormView
        form={Model.returnForm}
        label={W.returnForm}
        submitLabel={W.submit}
        onSubmit={() => void Model.submitReturn(order)}
      >
        <Field id={firstId} label={W.returnLines} required message={numbersMessage} width="full">
          <DataTable
            dense
            caption={W.returnLines}
            rows={open}
            rowKey={(o) => o.goods.id}
            columns={[
              { key: "name", header: Messages.common.goodsName, cell: (o) => o.goods.name },
              { key: "spec", header: W.spec, cell: (o) => Display.orDash(o.goods.ypgg) },
              {
                key: "price",
                header: W.unitPrice,
                end: true,
                cell: (o) => <Price raw={o.goods.price} />,
              },
              {
                key: "left",
                header: W.returnableHeader,
                end: true,
                cell: (o) => Messages.common.withUnit(o.left, o.goods.bzdw),
              },
              {
                key: "quantity",
                header: W.returnQuantity,
                end: true,
                cell: ({ goods: g, left }) => {
                  const typed = quantities[g.id] ?? ""
                  const invalid =
                    numbersMessage !== undefined && (aboutLine === null || g.id === target)
                  return (
                    <NumberStepper
                      id={g.id === open[0]?.goods.id ? firstId : undefined}
                      inputRef={g.id === target ? targetRef : undefined}
                      value={typed}
                      onChange={(v) => Model.setReturnQuantity(g.id, v)}
                      onStep={(d) =>
                        Model.setReturnQuantity(g.id, String(Returns.stepQuantity(typed, d, left)))
                      }
                      canDown={Returns.canStep(typed, "down", left)}
                      canUp={Returns.canStep(typed, "up", left)}
                      label={W.returnQuantityOf(g.name)}
                      decreaseLabel={W.returnLess(g.name)}
                      increaseLabel={W.returnMore(g.name)}
                      invalid={invalid}
                      describedBy={invalid ? `${firstId}-msg` : undefined}
                    />
                  )
                },
              },
            ]}
          />
        </Field>
        <SelectField
          form={Model.returnForm}
          name="reason"
          label={W.reason}
          required
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
          hint={W.descriptionHint}
          rows={3}
          maxLength={Returns.MAX_DESCRIPTION}
        />
        <EvidencePictures
          kind="return"
          value={Model.returnPictures.value}
          onChange={(urls) => (Model.returnPictures.value = urls)}
        />
        <FormRow>
          <span className={styles.refund}>
            {W.refundAmount}
            {refund === null ? Display.EMPTY : <Price amount={refund} size="large" />}
            <span className={styles.muted}>{W.refundHint}</span>
          </span>
        </FormRow>
      </FormView>
    </Card>
  )
}

export function AfterSaleFormView({ order }: { order: Model.OrderDetail }) {
  return (
    <Card title={W.afterSaleForm} headingId="after-sale-form">
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
          required
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
          required
          hint={W.afterSaleDescriptionHint}
          rows={4}
          maxLength={500}
        />
        <EvidencePictures
          kind="after_sale"
          value={Model.afterSalePictures.value}
          onChange={(urls) => (Model.afterSalePictures.value = urls)}
        />
      </FormView>
    </Card>
  )
}

/**
 * 含麻订单回执 (/hmdd): what the buyer must do (a notice with the blank form to download), then
 * each order with ephedrine-containing drugs, its receipt status and the uploaded receipt (a
 * picture shown, a PDF linked); 上传回执 (重新上传 once one is in) opens the upload for that order
 * while the status allows it (core OrderStatus.receiptUploadable).
 */
import * as DateTime from "@mall/core/DateTime"
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Upload from "@mall/core/Upload"
import { useEffect } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button, buttonLook } from "../../lib/ui/Button.tsx"
import { Dialog } from "../../lib/ui/Dialog.tsx"
import { Field } from "../../lib/ui/Field.tsx"
import { FileField } from "../../lib/ui/FileField.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { PictureLink } from "../../lib/ui/PictureLink.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import * as Model from "./model.ts"
import styles from "./Receipts.module.css"

const W = Messages.orders

export function ReceiptsPage() {
  const { values, hrefOf } = useListQuery(Model.listSpec)
  useEffect(() => void Model.receipts.load(values.page), [values])
  return (
    <div className={styles.page}>
      <Notice
        tone="warning"
        actions={
          Model.formUrl.value === null ? undefined : (
            <SafeLink
              href={Model.formUrl.value}
              newTab
              download
              {...buttonLook({ variant: "secondary", size: "sm" }, styles.formLink)}
            >
              {W.downloadReceiptForm}
            </SafeLink>
          )
        }
      >
        {W.receiptNotice}
      </Notice>
      <PagedTable
        resource={Model.receipts}
        empty={W.receiptEmpty}
        hrefOf={(page) => hrefOf({ page })}
        caption={Messages.pageTitles.hmdd}
        rowKey={(r) => r.id}
        rowTestId="receipt-row"
        columns={[
          {
            key: "sn",
            header: W.orderSn,
            cell: (r) => <Link to={`/order/info/${r.id}`}>{r.order_sn}</Link>,
          },
          { key: "goods", header: W.receiptGoods, cell: (r) => Display.orDash(r.goods_names) },
          { key: "at", header: W.createdAt, cell: (r) => DateTime.display(r.created_at) },
          {
            key: "status",
            header: W.pointsStatus,
            center: true,
            cell: (r) => (
              <StatusBadge tone={OrderStatus.receiptTone(r.status)}>
                {OrderStatus.receiptLabel(r.status)}
              </StatusBadge>
            ),
          },
          {
            key: "receipt",
            header: W.receipt,
            center: true,
            cell: (r) =>
              r.receipt_image === "" ? (
                Display.EMPTY
              ) : Upload.fileType(r.receipt_image) === "pdf" ? (
                <SafeLink href={r.receipt_image} newTab>
                  {W.receiptPdf}
                </SafeLink>
              ) : (
                <PictureLink
                  className={styles.receipt}
                  src={r.receipt_image}
                  alt={`${W.receipt} ${r.order_sn}`}
                  label={`${W.viewReceipt} ${r.order_sn}`}
                  width={48}
                  height={64}
                />
              ),
          },
          {
            key: "upload",
            header: Messages.common.actions,
            end: true,
            cell: (r) => {
              if (!OrderStatus.receiptUploadable(r.status)) return Display.EMPTY
              const text = r.receipt_image === "" ? W.uploadReceipt : W.reuploadReceipt
              return (
                <Button
                  size="sm"
                  variant={r.receipt_image === "" ? "primary" : "secondary"}
                  aria-label={`${text} ${r.order_sn}`}
                  onClick={() => Model.openUpload(r)}
                >
                  {text}
                </Button>
              )
            },
          },
        ]}
      />
      <ReceiptDialog />
    </div>
  )
}

function ReceiptDialog() {
  const target = Model.uploadFor.value
  const sending = Model.sending.value
  const problem = Model.problem.value
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) Model.closeUpload()
      }}
      title={W.uploadReceipt}
      width={480}
      footer={
        <>
          <Button onClick={() => Model.closeUpload()} aria-disabled={sending || undefined}>
            {Messages.text["confirm.cancel"]}
          </Button>
          <Button variant="primary" busy={sending} onClick={() => void Model.send()}>
            {sending ? W.uploading : Messages.kit.submit}
          </Button>
        </>
      }
    >
      <div className={styles.dialog}>
        <p>{W.labelled(W.orderSn, target?.sn ?? "")}</p>
        <Field id="receipt-file" label={W.receiptFile} message={problem} width="full">
          <FileField
            id="receipt-file"
            label={W.receiptFile}
            accept={Upload.acceptAttribute("receipt")}
            hint={Upload.limits("receipt")}
            chosen={Model.chosen.value}
            onChoose={(files) => {
              const file = files[0]
              if (file !== undefined && !sending) Model.choose(file)
            }}
            onRemove={sending ? undefined : Model.removeChosen}
            busy={sending}
            busyText={W.uploading}
            invalid={problem !== null}
            describedBy={problem !== null ? "receipt-file-msg" : undefined}
          />
        </Field>
      </div>
    </Dialog>
  )
}

/**
 * 含麻订单回执 (/hmdd): each order with ephedrine-containing drugs, its receipt status, the
 * uploaded receipt (a picture shown, a PDF linked) and the upload of a signed one while the
 * status allows it (core OrderStatus.receiptUploadable). The notice links the blank form when the
 * list gives one.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import * as Upload from "@mall/core/Upload"
import { useEffect } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { PictureLink } from "../../lib/ui/PictureLink.tsx"
import * as Model from "./model.ts"
import styles from "./Receipts.module.css"

const W = Messages.orders

export function ReceiptsPage() {
  const { values, hrefOf } = useListQuery(Model.listSpec)
  useEffect(() => void Model.receipts.load(values.page), [values])
  return (
    <>
      <p className={styles.notice}>
        {W.receiptNotice}
        {Model.formUrl.value !== null && (
          <>
            {" "}
            <SafeLink href={Model.formUrl.value} newTab download className={styles.formLink}>
              {W.downloadReceiptForm}
            </SafeLink>
          </>
        )}
      </p>
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
          { key: "goods", header: W.receiptGoods, cell: (r) => r.goods_names },
          { key: "at", header: W.createdAt, cell: (r) => DateTime.display(r.created_at) },
          {
            key: "status",
            header: W.pointsStatus,
            cell: (r) => (
              <StatusBadge tone={OrderStatus.receiptTone(r.status)}>
                {OrderStatus.receiptLabel(r.status)}
              </StatusBadge>
            ),
          },
          {
            key: "receipt",
            header: W.receipt,
            cell: (r) =>
              r.receipt_image === "" ? (
                "-"
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
                  width={60}
                  height={80}
                />
              ),
          },
          {
            key: "upload",
            header: Messages.common.actions,
            cell: (r) =>
              OrderStatus.receiptUploadable(r.status) ? (
                <label className={styles.upload}>
                  {Model.uploading.value.has(r.id)
                    ? W.uploading
                    : r.receipt_image === ""
                      ? W.uploadReceipt
                      : W.reuploadReceipt}
                  <input
                    type="file"
                    className={styles.file}
                    accept={Upload.acceptAttribute("receipt")}
                    aria-label={W.uploadReceiptOf(r.order_sn)}
                    disabled={Model.uploading.value.has(r.id)}
                    onChange={(e) => {
                      const file = e.currentTarget.files?.[0]
                      e.currentTarget.value = ""
                      if (file) void Model.uploadReceipt(r.id, file)
                    }}
                  />
                </label>
              ) : (
                "-"
              ),
          },
        ]}
      />
    </>
  )
}

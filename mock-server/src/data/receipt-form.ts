/**
 * The blank receipt form of 含麻订单回执 (/hmdd) at /static/forms/hmdd-receipt.svg, the file the
 * list's `receipt_form_url` points at: an A4 page the buyer prints, fills in, stamps, signs and
 * uploads as the order's receipt. Drawn here, like the seed's pictures: nothing is fetched.
 */
import * as Messages from "@mall/core/Messages"

export const RECEIPT_FORM_PATH = "/static/forms/hmdd-receipt.svg"

const TITLE = "含麻黄碱类药品购销回执单"
const ROWS = [
  "购货单位名称",
  "订单号",
  "药品名称",
  "规格、批号及数量",
  "收货日期",
  "收货人（签字）",
  "联系电话",
  "购货单位（公章）",
]

/** The form as an SVG page (794 × 1123, A4 at 96 dpi). */
export function renderReceiptForm(): string {
  const w = 794
  const left = 72
  const right = w - 72
  const labelWidth = 200
  const rowHeight = 84
  const top = 220
  const rows = ROWS.map((label, i) => {
    const y = top + i * rowHeight
    return (
      `<rect x="${left}" y="${y}" width="${right - left}" height="${rowHeight}" fill="none" stroke="#333"/>` +
      `<line x1="${left + labelWidth}" y1="${y}" x2="${left + labelWidth}" y2="${y + rowHeight}" stroke="#333"/>` +
      `<text x="${left + 16}" y="${y + rowHeight / 2}" font-size="18" dominant-baseline="middle">${label}</text>`
    )
  }).join("")
  const bottom = top + ROWS.length * rowHeight
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="1123" viewBox="0 0 ${w} 1123" font-family="sans-serif" fill="#111">` +
    `<rect width="${w}" height="1123" fill="#fff"/>` +
    `<text x="50%" y="110" font-size="30" font-weight="bold" text-anchor="middle">${TITLE}</text>` +
    `<text x="${left}" y="170" font-size="16" fill="#444">收到药品后请如实填写本回执，加盖公章并签字，拍照或扫描后在“${Messages.pageTitles.hmdd}”中上传。</text>` +
    rows +
    `<text x="${right}" y="${bottom + 70}" font-size="18" text-anchor="end">日期：\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日</text>` +
    `</svg>`
  )
}

/**
 * A company's documents are private (openapi.yaml info; docs/contract.md "Documents"): the
 * licence pictures, 含麻 receipts, e-invoices, the WeChat binding code and uploads the first
 * account's answers hand out are fetched with its session (200, `Cache-Control` private or
 * no-store, never public), with the second account's (another company: 404) and with none
 * (404). A failure is named at the operation that handed the URL out.
 */
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import { toCurl } from "../http.ts"
import type { Fetched } from "../http.ts"
import type { Suite } from "../suite.ts"

type Row = Record<string, unknown>

/** Where each kind of document comes from: the operation, its query, the URL in its answer. */
const SOURCES: { op: string; query?: Row; urls: (data: unknown) => unknown[]; what: string }[] = [
  { op: "getUserZizhi", urls: (d) => rowsOf(d).map((r) => r.image), what: "licence picture" },
  { op: "getHmddList", urls: (d) => rowsOf(d).map((r) => r.receipt_image), what: "含麻 receipt" },
  { op: "getInvoiceList", urls: (d) => rowsOf(d).map((r) => r.pdf_url), what: "e-invoice" },
  {
    op: "getOrderList",
    query: { status: 3 },
    urls: (d) => rowsOf(d).map((r) => r.invoice_url),
    what: "order's e-invoice",
  },
]

const privateCache = (headers: Record<string, string>): boolean => {
  const cc = (headers["cache-control"] ?? "").toLowerCase()
  return /\b(private|no-store)\b/.test(cc) && !/\bpublic\b/.test(cc)
}

export async function documents(suite: Suite): Promise<void> {
  const a = suite.client.session(suite.accountA)?.cookie ?? ""
  const b = suite.accountB ? (suite.client.session(suite.accountB)?.cookie ?? "") : null
  const found: { op: string; url: string; what: string }[] = []
  for (const s of SOURCES) {
    if (!suite.has(s.op) || !suite.inScope(s.op)) continue
    const { data } = await suite.read(s.op, { query: { page: 1, ...(s.query ?? {}) } })
    // one of each folder the answer names (a seeded receipt and an uploaded one are both documents)
    const byFolder = new Map<string, string>()
    for (const u of s.urls(data))
      if (typeof u === "string" && u !== "") {
        const folder = u.slice(0, u.lastIndexOf("/") + 1)
        if (!byFolder.has(folder)) byFolder.set(folder, u)
      }
    for (const url of byFolder.values()) found.push({ op: s.op, url, what: s.what })
  }
  if (typeof suite.bag.wechatCodeUrl === "string" && suite.has("postUserCreateCode"))
    found.push({
      op: "postUserCreateCode",
      url: suite.bag.wechatCodeUrl,
      what: "WeChat binding code",
    })
  if (typeof suite.bag.receiptUrl === "string" && suite.has("postUpload"))
    found.push({ op: "postUpload", url: suite.bag.receiptUrl, what: "upload" })
  const origin = new URL(suite.options.server).origin
  for (const doc of found) {
    if (!suite.inScope(doc.op)) continue
    const url = new URL(doc.url, suite.options.server)
    if (url.origin !== origin) {
      suite.results.skip(doc.op, `documents: ${doc.what} ${doc.url} is on another host`)
      continue
    }
    const problems: Problem[] = []
    const shownAs = (f: Fetched) =>
      `${toCurl(f.request)} → ${f.status}, Cache-Control ${JSON.stringify(f.headers["cache-control"] ?? null)}`
    const own = await suite.client.fetchUrl(url.href, a)
    if (own.status !== 200)
      problems.push({
        cause: "a company's document is not served to its own session",
        detail: `${doc.what} ${doc.url} with the first account's session: ${shownAs(own)}`,
      })
    else if (!privateCache(own.headers))
      problems.push({
        cause: "a company's document may be kept by shared caches (Cache-Control not private)",
        detail: `${doc.what} ${doc.url}: ${shownAs(own)}`,
      })
    for (const [who, cookie] of [
      ["a guest", ""],
      ...(b === null ? [] : [["another company's session", b]]),
    ] as const) {
      const other = await suite.client.fetchUrl(url.href, cookie)
      if (other.status !== 404)
        problems.push({
          cause: `a company's document is served to ${who === "a guest" ? "a guest" : "another company"}`,
          detail: `${doc.what} ${doc.url} as ${who}: expected 404, ${shownAs(other)}`,
        })
    }
    suite.file(doc.op, "document", problems)
  }
  if (b === null)
    suite.results.skip("getUserZizhi", "documents: another company needs a second --account")
}

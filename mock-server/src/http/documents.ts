/**
 * A company's documents under `/static/`: its licence pictures (`/static/zizhi/zizhi-{licence
 * id}.svg`), its 含麻 receipts (`/static/hmdd/receipt-{order id}.svg`), its e-invoices
 * (`/static/invoice/invoice-{order id}.svg`) and its WeChat binding code
 * (`/static/qrcode/wechat-{user id}.svg`). Each is served only to a signed-in store of the
 * company that owns it, with `Cache-Control: private`; anyone else (a guest, another company,
 * a key that names nothing) gets the same 404, so an id tells nothing. Uploads answer the same
 * way (routes/upload.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { renderSvg } from "../data/images.ts"
import type { Db } from "../state/db.ts"
import type { User } from "../state/types.ts"

const DOCUMENT = /^\/static\/(zizhi|hmdd|invoice|qrcode)\/([\w-]+)\.svg$/

/** The kinds of private document, by the folder their pictures are served from. */
export const DOCUMENT_KINDS = ["zizhi", "hmdd", "invoice", "qrcode"] as const

/** Whether a path lies in a folder of private documents. */
export function isDocumentPath(path: string): boolean {
  return DOCUMENT_KINDS.some((kind) => path.startsWith(`/static/${kind}/`))
}

/** The user a document belongs to, or null when the key names nothing. */
function ownerOf(db: Db, kind: string, key: string): number | null {
  const id = (prefix: string): number | null => {
    const m = new RegExp(`^${prefix}-(\\d+)$`).exec(key)
    return m ? Number(m[1]) : null
  }
  if (!db.imageLabels.has(key)) return null
  switch (kind) {
    case "zizhi":
      return db.qualifications.find((q) => q.id === id("zizhi"))?.userId ?? null
    case "hmdd":
      return db.orders.find((o) => o.id === id("receipt"))?.userId ?? null
    case "invoice":
      return db.orders.find((o) => o.id === id("invoice"))?.userId ?? null
    case "qrcode":
      return db.users.find((u) => u.id === id("wechat"))?.id ?? null
    default:
      return null
  }
}

/** The 404 of a file that is not there for this caller (JSON, never cached). */
export function sendNoFile(res: ServerResponse, method: string): void {
  const body = JSON.stringify({ code: 404, message: "文件不存在", data: null })
  res.writeHead(404, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  })
  res.end(method === "HEAD" ? undefined : body)
}

/**
 * Serves GET/HEAD of a private document to its company; true when the path was a document path
 * (answered, shown or 404).
 */
export function serveDocument(
  db: Db,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  signedIn: () => User | null,
): boolean {
  if (!isDocumentPath(path)) return false
  const method = (req.method ?? "GET").toUpperCase()
  const m = DOCUMENT.exec(path)
  const ownerId = m ? ownerOf(db, m[1] ?? "", m[2] ?? "") : null
  const owner = ownerId === null ? undefined : db.users.find((u) => u.id === ownerId)
  const user = owner ? signedIn() : null
  const label = m ? db.imageLabels.get(m[2] ?? "") : undefined
  if (!owner || !user || user.groupId !== owner.groupId || !label) {
    sendNoFile(res, method)
    return true
  }
  const body = renderSvg(label)
  res.writeHead(200, {
    "content-type": "image/svg+xml",
    "content-length": Buffer.byteLength(body),
    "cache-control": "private, max-age=3600",
    vary: "Cookie",
    "x-content-type-options": "nosniff",
  })
  res.end(method === "HEAD" ? undefined : body)
  return true
}

/**
 * File uploads: POST /api/upload stores a picture or PDF in memory and answers its URL under
 * /static/uploads/; `serveUpload` sends it back, only to a signed-in store of the company that
 * uploaded it (anyone else gets 404). The file comes base64-encoded in a form field (the contract
 * takes form bodies only); its type is recognised from its bytes and checked, with its size,
 * against what its `kind` accepts (core Upload). Forms that refer to uploads (returns,
 * after-sales, 含麻 receipts, licences) accept only URLs of their own company's uploads of the
 * right kind (`ownedUpload`). The store lives beside the Db, so a reset empties it.
 */
import { randomBytes } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import * as Upload from "@mall/core/Upload"
import { Result } from "effect"
import { sendNoFile } from "../http/documents.ts"
import { invalid, ok, warn } from "../http/envelope.ts"
import type { App } from "../state/app.ts"
import type { Db } from "../state/db.ts"
import type { User } from "../state/types.ts"
import { optString, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export interface StoredUpload {
  key: string
  url: string
  userId: number
  groupId: number
  kind: Upload.Kind
  name: string
  type: Upload.FileType
  bytes: Buffer
  createdAt: number
  /** A guest's licence upload during sign-up: the register_token owning it (userId/groupId 0). */
  registerToken?: string
}

/** Uploads kept per company before older ones must go (memory bound). */
export const MAX_PER_COMPANY = 100

const stores = new WeakMap<Db, Map<string, StoredUpload>>()

function storeOf(db: Db): Map<string, StoredUpload> {
  let s = stores.get(db)
  if (!s) {
    s = new Map()
    stores.set(db, s)
  }
  return s
}

const PREFIX = "/static/uploads/"
const URL_RE = /^\/static\/uploads\/([0-9a-f]{32})\.(png|jpg|pdf)$/

/** The upload a URL names, when it belongs to the user's company and is of one of `kinds`. */
export function ownedUpload(
  db: Db,
  user: User,
  url: string,
  kinds: ReadonlyArray<Upload.Kind>,
): StoredUpload | null {
  const m = URL_RE.exec(url.trim())
  const up = m ? storeOf(db).get(m[1] ?? "") : undefined
  return up && up.groupId === user.groupId && kinds.includes(up.kind) ? up : null
}

/** A licence uploaded by the sign-up of `token` (registration step 3 checks its images). */
export function registrationUpload(db: Db, token: string, url: string): StoredUpload | null {
  const m = URL_RE.exec(url.trim())
  const up = m ? storeOf(db).get(m[1] ?? "") : undefined
  return up && token !== "" && up.registerToken === token && up.kind === "licence" ? up : null
}

/** Registration done: the sign-up's uploads belong to the new company from now on. */
export function adoptRegistrationUploads(db: Db, token: string, user: User): void {
  for (const up of storeOf(db).values()) {
    if (token === "" || up.registerToken !== token) continue
    up.userId = user.id
    up.groupId = user.groupId
    delete up.registerToken
  }
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/

function decodeBase64(text: string): Buffer | null {
  const body = text.replace(/^data:[\w.+/-]*;base64,/, "").replace(/\s+/g, "")
  if (body.length < 4 || !BASE64.test(body)) return null
  return Buffer.from(body, "base64")
}

export const uploadRoutes: RouteDef[] = [
  route("POST", "/api/upload", false, (ctx) => {
    // A guest may upload licences for the sign-up of a valid register_token (registration step 3).
    const token = ctx.user ? "" : optString(ctx, "register_token")
    const signingUp = token !== "" && ctx.db.registrations.has(token)
    const user = signingUp ? null : requireUser(ctx)
    const kind = optString(ctx, "kind")
    if (!Upload.isKind(kind) || (signingUp && kind !== "licence"))
      throw invalid("kind", "上传用途不正确")
    const name = optString(ctx, "name").trim().slice(0, 100) || "file"
    const bytes = decodeBase64(optString(ctx, "content"))
    if (bytes === null) throw invalid("content", "文件内容格式不正确")
    const checked = Upload.check(kind, Upload.sniff(bytes.subarray(0, 8)), bytes.length)
    if (Result.isFailure(checked)) throw invalid("content", Upload.message(checked.failure))
    const store = storeOf(ctx.db)
    const mine = [...store.values()].filter((u) =>
      user ? u.groupId === user.groupId : u.registerToken === token,
    )
    if (mine.length >= MAX_PER_COMPANY) throw warn("上传文件过多，请稍后再试")
    const key = randomBytes(16).toString("hex")
    const type = checked.success
    const url = `${PREFIX}${key}.${Upload.extensionOf(type)}`
    store.set(key, {
      key,
      url,
      userId: user?.id ?? 0,
      groupId: user?.groupId ?? 0,
      ...(user ? {} : { registerToken: token }),
      kind,
      name,
      type,
      bytes,
      createdAt: ctx.now,
    })
    return ok({ url, name, type: Upload.mimeOf(type), size: bytes.length }, "上传成功")
  }),
]

/**
 * Serves GET/HEAD /static/uploads/{key}.{ext} to the uploading company; true when the path was
 * an upload path (answered, found or not).
 */
export function serveUpload(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  signedIn: () => User | null,
): boolean {
  if (!path.startsWith(PREFIX)) return false
  const method = (req.method ?? "GET").toUpperCase()
  const m = URL_RE.exec(path)
  const up = m ? storeOf(app.db).get(m[1] ?? "") : undefined
  const user = up ? signedIn() : null
  const ext = m?.[2] === "jpg" ? "jpeg" : m?.[2]
  if (
    (method !== "GET" && method !== "HEAD") ||
    !up ||
    !user ||
    up.groupId !== user.groupId ||
    ext !== up.type
  ) {
    req.resume()
    sendNoFile(res, method)
    return true
  }
  res.writeHead(200, {
    "content-type": Upload.mimeOf(up.type),
    "content-length": up.bytes.length,
    "cache-control": "private, max-age=3600",
    "x-content-type-options": "nosniff",
    "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(up.name)}`,
  })
  res.end(method === "HEAD" ? undefined : up.bytes)
  return true
}

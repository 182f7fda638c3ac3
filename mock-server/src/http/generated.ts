/**
 * Files the dev back end makes on the fly under `/static/`: the chat page with its script and
 * style (under the chat page's own CSP), the app's QR code, the blank 含麻 receipt form, and the
 * labelled SVG picture of a seeded key (`/static/{kind}/{key}.svg`; a kind without a seeded
 * label draws what it is, an unknown picture is a 404 placeholder).
 */
import type { ServerResponse } from "node:http"
import {
  CHAT_PATH,
  CHAT_SCRIPT_PATH,
  CHAT_STYLE_PATH,
  chatPage,
  chatScript,
  chatStyle,
} from "../data/chat.ts"
import { APP_QR_PATH, FALLBACK_LABEL, renderAppQr, renderSvg } from "../data/images.ts"
import { RECEIPT_FORM_PATH, renderReceiptForm } from "../data/receipt-form.ts"
import type { Db } from "../state/db.ts"
import type { HeaderSet } from "./headers.ts"

/** Pictures made on the fly (no seeded label): what they show. */
const IMAGE_KINDS: Record<string, string> = {
  pay: "扫码支付",
  contract: "电子合同",
  prize: "奖品",
  face: "头像",
  upload: "已上传图片",
}

/** Serves a generated file; false when `path` names none. */
export function serveGenerated(
  db: Db,
  res: ServerResponse,
  path: string,
  chatHeaders: HeaderSet,
): boolean {
  const send = (status: number, type: string, body: string) => {
    res.writeHead(status, {
      "content-type": type,
      "cache-control": "public, max-age=3600",
      "content-length": Buffer.byteLength(body),
    })
    res.end(body)
    return true
  }
  if (path === CHAT_PATH) {
    for (const [k, v] of Object.entries(chatHeaders)) res.setHeader(k, v)
    return send(200, "text/html; charset=utf-8", chatPage)
  }
  if (path === CHAT_SCRIPT_PATH) return send(200, "text/javascript; charset=utf-8", chatScript)
  if (path === CHAT_STYLE_PATH) return send(200, "text/css; charset=utf-8", chatStyle)
  if (path === APP_QR_PATH) return send(200, "image/svg+xml", renderAppQr())
  if (path === RECEIPT_FORM_PATH) return send(200, "image/svg+xml", renderReceiptForm())
  const m = /^\/static\/([a-z]+)\/([\w-]+)\.svg$/.exec(path)
  if (!m) return false
  const [, kind = "", key = ""] = m
  const known = kind === "goods" ? db.imageLabels.get(`goods-${key}`) : db.imageLabels.get(key)
  const generic = IMAGE_KINDS[kind]
  const label = known ?? (generic ? { ...FALLBACK_LABEL, text: generic } : undefined)
  return send(label ? 200 : 404, "image/svg+xml", renderSvg(label ?? FALLBACK_LABEL))
}

/**
 * Sending an answer on node:http: the JSON envelope (with the session cookies the handler set),
 * an answer whose `data` a fault broke on purpose, and a refusal that closes the connection
 * without reading the rest of the body.
 */
import type { ServerResponse } from "node:http"
import type { Reply } from "./envelope.ts"
import type { DataFault } from "../state/faults.ts"

export function sendJson(res: ServerResponse, reply: Reply, cookies: string[]): void {
  if (res.headersSent || res.destroyed) return
  const body = JSON.stringify(reply.body)
  const headers: Record<string, string | string[] | number> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(reply.headers ?? {}),
  }
  if (cookies.length > 0) headers["set-cookie"] = cookies
  res.writeHead(reply.status, headers)
  res.end(body)
}

/** Sends an answer whose `data` a fault broke (see `FaultSpec.data`). */
export function sendBrokenData(res: ServerResponse, reply: Reply, data: DataFault): void {
  if (res.headersSent || res.destroyed) return
  const env = typeof reply.body === "object" && reply.body !== null ? reply.body : {}
  const replaced = { null: null, empty: {}, string: "broken", nonjson: undefined }[data]
  const body =
    data === "nonjson" ? "<html>502 Bad Gateway</html>" : JSON.stringify({ ...env, data: replaced })
  res.writeHead(reply.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  })
  res.end(body)
}

/** Answers and closes the connection without reading the rest of the body. */
export function refuseBody(res: ServerResponse, reply: Reply): void {
  res.setHeader("connection", "close")
  sendJson(res, reply, [])
  res.once("finish", () => {
    const socket = res.socket
    socket?.end()
    setTimeout(() => socket?.destroy(), 1000).unref()
  })
}

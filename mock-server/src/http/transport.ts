/**
 * The transport guards of node:http: a request's headers must arrive within the headers timeout
 * and the whole request within the request timeout (a slow client is answered 408 and cut), a
 * malformed request is answered 400, and a body is read only up to its limit: one announced
 * larger is refused before it is read, one that grows past it while being read is cut (413).
 */
import { createServer as createHttpServer } from "node:http"
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http"
import { msg } from "../domain/messages.ts"
import { envelope } from "./envelope.ts"
import { refuseBody } from "./reply.ts"

export interface Timeouts {
  /** Time allowed for a request's headers, and for the whole request with its body (ms). */
  headersTimeoutMs?: number
  requestTimeoutMs?: number
}

export function createTransport(timeouts: Timeouts, onRequest: RequestListener): Server {
  const requestTimeout = timeouts.requestTimeoutMs ?? 30_000
  const headersTimeout = Math.min(timeouts.headersTimeoutMs ?? 10_000, requestTimeout)
  const server = createHttpServer(
    {
      keepAliveTimeout: 65_000,
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    onRequest,
  )
  server.on("clientError", (error, socket) => {
    if (socket.writable && !socket.destroyed) {
      const code = (error as NodeJS.ErrnoException).code
      const status = code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
      socket.end(
        `HTTP/1.1 ${status} ${status === 408 ? "Request Timeout" : "Bad Request"}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      )
    } else socket.destroy()
  })
  return server
}

/**
 * Reads the request's body (at most `limit` bytes) and hands it over as text; a larger body is
 * answered 413 and its connection closed, and `onBody` is not called.
 */
export function readBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  onBody: (raw: string) => void,
): void {
  const announced = Number(req.headers["content-length"] ?? 0)
  if (!Number.isFinite(announced) || announced > limit) {
    refuseBody(res, envelope(413, 413, msg.bodyTooLarge))
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  let done = false
  const onData = (chunk: Buffer): void => {
    size += chunk.length
    if (size > limit) {
      done = true
      req.off("data", onData)
      req.pause()
      refuseBody(res, envelope(413, 413, msg.bodyTooLarge))
    } else chunks.push(chunk)
  }
  req.on("data", onData)
  req.on("error", () => res.destroy())
  req.on("end", () => {
    if (done) return
    done = true
    onBody(Buffer.concat(chunks).toString("utf8"))
  })
}

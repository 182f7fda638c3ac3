/**
 * The guard of the control API (`/__control/`, outside the contract): it answers only when it
 * was switched on, to a loopback peer that names this server's own Host and sends the per-start
 * secret in the `x-mall-control` header (compared in constant time).
 */
import { timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import { envelope } from "./envelope.ts"
import type { Reply } from "./envelope.ts"
import { msg } from "../domain/messages.ts"

/** The header that carries the control API's per-start secret. */
export const CONTROL_HEADER = "x-mall-control"

/** A peer address on this machine (IPv4 127/8, IPv6 ::1, or IPv4-mapped 127/8). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const a = address.startsWith("::ffff:") ? address.slice(7) : address
  return a === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a)
}

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== "string") return false
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The refusal of a control call, or null when it may pass: 404 while the API is off, 403 unless
 * a loopback peer sends the expected Host (`host` on the listening port) and the secret.
 */
export function controlRefusal(
  req: IncomingMessage,
  control: { secret: string } | null,
  host: string,
  port: number,
): Reply | null {
  if (!control) return envelope(404, 404, msg.notFoundApi)
  const given = String(req.headers.host ?? "").toLowerCase()
  const hosts = new Set(
    [host, "127.0.0.1", "localhost", "[::1]"].map(
      (h) => `${h.includes(":") && !h.startsWith("[") ? `[${h}]` : h}:${port}`,
    ),
  )
  if (
    !isLoopback(req.socket.remoteAddress) ||
    !hosts.has(given) ||
    !sameSecret(req.headers[CONTROL_HEADER], control.secret)
  )
    return envelope(403, 403, "control API: loopback peer, own Host and the secret header only")
  return null
}

/** What a route handler receives and returns. Handlers are synchronous: state never spans an await. */
import type { IncomingHttpHeaders } from "node:http"
import type { Reply } from "../http/envelope.ts"
import type { App } from "../state/app.ts"
import type { Db } from "../state/db.ts"
import type { Session, User } from "../state/types.ts"

export interface Ctx {
  app: App
  db: Db
  now: number
  method: string
  path: string
  params: Record<string, string>
  query: Record<string, unknown>
  body: Record<string, unknown>
  headers: IncomingHttpHeaders
  /** The caller's address (the socket's peer), for the sign-in brake. */
  peer: string
  session: Session | null
  user: User | null
  /** Adds a Set-Cookie header to the answer. */
  setCookie(cookie: string): void
}

export interface RouteDef {
  method: "GET" | "POST" | "PUT" | "DELETE"
  /** OpenAPI path template, as in openapi.yaml. */
  path: string
  /** Needs a session when the contract does not say (the contract wins when it has the call). */
  auth: boolean
  handler(ctx: Ctx): Reply
}

export function route(
  method: RouteDef["method"],
  path: string,
  auth: boolean,
  handler: RouteDef["handler"],
): RouteDef {
  return { method, path, auth, handler }
}

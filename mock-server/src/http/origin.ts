/** The Origin check for state-changing calls: form posts need no CORS preflight. */

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** Origins allowed by default: the server's own origin and the Vite dev server. */
export function defaultAllowedOrigins(host: string, port: number): string[] {
  const own = [`http://${host}:${port}`]
  if (host === "127.0.0.1" || host === "0.0.0.0" || host === "::")
    own.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`)
  if (host === "localhost") own.push(`http://127.0.0.1:${port}`)
  return [...new Set([...own, "http://localhost:5173", "http://127.0.0.1:5173"])]
}

/** True when the request may go on: safe method, no Origin header, or an allowed Origin. */
export function originAllowed(
  method: string,
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): boolean {
  if (!UNSAFE.has(method)) return true
  if (origin === undefined || origin === "") return true
  return allowed.has(origin.replace(/\/$/, ""))
}

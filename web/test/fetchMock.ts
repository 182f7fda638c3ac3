/**
 * A fetch stand-in for component tests: answers `METHOD /path` (query ignored) with an envelope,
 * records every call, and can hold a response until released (`held`).
 */
import { vi } from "vitest"

export type Reply =
  { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>)

export type Call = { method: string; path: string; query: URLSearchParams; body: string | null }

export function ok(data: unknown, message = "获取成功"): Reply {
  return { status: 200, body: { code: 10000, message, data } }
}

export function envelope(code: number, message: string, status = 200, extra: object = {}): Reply {
  return { status, body: { code, message, data: null, ...extra } }
}

/** A reply held back until `release()`: an answer that arrives after whatever happens meanwhile. */
export function held(reply: Reply): { readonly reply: Reply; readonly release: () => void } {
  let release: () => void = () => {}
  const waiting = new Promise<void>((resolve) => (release = resolve))
  return {
    reply: async () => {
      await waiting
      return typeof reply === "function" ? reply() : reply
    },
    release: () => release(),
  }
}

export function installFetch(routes: Record<string, Reply>) {
  const calls: Call[] = []
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : null
    const url = new URL(req?.url ?? String(input), "http://localhost")
    const method = (req?.method ?? init?.method ?? "GET").toUpperCase()
    const key = `${method} ${url.pathname}`
    const rawBody = req !== null ? await req.text() : init?.body
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body:
        typeof rawBody === "string" && rawBody !== ""
          ? rawBody
          : rawBody == null
            ? null
            : String(rawBody),
    })
    const route = routes[key]
    const signal = req?.signal ?? init?.signal
    if (signal?.aborted) throw new DOMException("aborted", "AbortError")
    const reply =
      route === undefined
        ? { status: 401, body: { code: 10001, message: "请先登录", data: null } }
        : typeof route === "function"
          ? await Promise.race([
              route(),
              new Promise<never>((_, reject) =>
                signal?.addEventListener("abort", () =>
                  reject(new DOMException("aborted", "AbortError")),
                ),
              ),
            ])
          : route
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    })
  })
  vi.stubGlobal("fetch", fn)
  return {
    calls,
    routes,
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
  }
}

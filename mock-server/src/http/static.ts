/**
 * Serves a built web app from a directory: exact files with their content type, index.html for
 * any other non-API path (SPA fallback). Text files are gzipped once and kept in memory.
 */
import { readFileSync, statSync } from "node:fs"
import { extname, join, normalize, resolve, sep } from "node:path"
import { gzipSync } from "node:zlib"
import type { IncomingMessage, ServerResponse } from "node:http"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg)/

interface Cached {
  body: Buffer
  gzip: Buffer | null
  type: string
  immutable: boolean
}

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream"
}

export interface StaticSite {
  /** Answers the request when it is a file or an SPA path; false when it is not ours. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean
}

export function createStaticSite(dir: string): StaticSite {
  const root = resolve(dir)
  const cache = new Map<string, Cached | null>()

  const load = (file: string): Cached | null => {
    if (cache.has(file)) return cache.get(file) ?? null
    let entry: Cached | null = null
    try {
      if (statSync(file).isFile()) {
        const body = readFileSync(file)
        const type = contentType(file)
        entry = {
          body,
          type,
          gzip: COMPRESSIBLE.test(type) && body.length > 1024 ? gzipSync(body) : null,
          immutable: file.includes(`${sep}assets${sep}`),
        }
      }
    } catch {
      entry = null
    }
    cache.set(file, entry)
    return entry
  }

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    entry: Cached,
    noCache: boolean,
  ): void => {
    const gzip =
      entry.gzip !== null && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
    const body = gzip && entry.gzip ? entry.gzip : entry.body
    res.writeHead(200, {
      "content-type": entry.type,
      "content-length": body.length,
      "cache-control": noCache
        ? "no-cache"
        : entry.immutable
          ? "public, max-age=31536000, immutable"
          : "public, max-age=300",
      vary: "accept-encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  return {
    serve(req, res, pathname) {
      if (req.method !== "GET" && req.method !== "HEAD") return false
      let decoded: string
      try {
        decoded = decodeURIComponent(pathname)
      } catch {
        return false
      }
      const file = normalize(join(root, decoded))
      if (file.startsWith(root + sep) || file === root) {
        const entry = file === root ? null : load(file)
        if (entry) {
          send(req, res, entry, entry.type.startsWith("text/html"))
          return true
        }
      }
      // A missing asset with an extension is a real 404, not the SPA.
      if (extname(decoded) !== "" && !decoded.endsWith(".html")) return false
      const index = load(join(root, "index.html"))
      if (!index) return false
      send(req, res, index, true)
      return true
    },
  }
}

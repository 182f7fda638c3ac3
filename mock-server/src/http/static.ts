/**
 * Serves a built web app from a directory the way a production host should: exact files with
 * their content type, index.html for any other non-API path (SPA fallback); brotli or gzip as the
 * browser accepts (the build's own `.br`/`.gz` files when it wrote them, else compressed once at
 * start and kept in memory); `Cache-Control: immutable` for the hashed files under assets/ and
 * `no-cache` for index.html; a strong ETag per file and encoding, answered 304 when it matches.
 * The SPA fallback's index.html names the page's own chunks in its head (`routePreload.ts`).
 * Source maps are never served (they stay on the build machine), nor dot files.
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { extname, join, normalize, relative, resolve, sep } from "node:path"
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib"
import type { IncomingMessage, ServerResponse } from "node:http"
import { createRoutePreload } from "./routePreload.ts"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg)/

/** Never served: source maps and the build's precompressed siblings (served in their file's place). */
const HIDDEN = /(\.map|\.br|\.gz)$/i

interface Variant {
  body: Buffer
  etag: string
}

interface Cached {
  identity: Variant
  br: Variant | null
  gzip: Variant | null
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

function variant(body: Buffer, suffix: string): Variant {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27)
  return { body, etag: `"${hash}${suffix}"` }
}

/**
 * The build's precompressed file when it is there (`file` given) and not older than the file (a
 * later build that wrote none leaves no stale sibling in use), else compressed now.
 */
function compressed(file: string | null, body: Buffer, kind: "br" | "gzip"): Buffer {
  if (file !== null) {
    const ready = `${file}.${kind === "br" ? "br" : "gz"}`
    if (existsSync(ready) && statSync(ready).mtimeMs >= statSync(file).mtimeMs)
      return readFileSync(ready)
  }
  return kind === "br"
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 })
}

function loadFile(root: string, file: string): Cached | null {
  try {
    if (!statSync(file).isFile()) return null
  } catch {
    return null
  }
  const immutable = relative(root, file).split(sep)[0] === "assets"
  return cachedOf(readFileSync(file), contentType(file), immutable, file)
}

/** A body with its compressed variants (`file`: where the build's precompressed ones are). */
function cachedOf(body: Buffer, type: string, immutable: boolean, file: string | null): Cached {
  const squeeze = COMPRESSIBLE.test(type) && body.length > 1024
  const br = squeeze ? compressed(file, body, "br") : null
  const gzip = squeeze ? compressed(file, body, "gzip") : null
  return {
    identity: variant(body, ""),
    br: br && br.length < body.length ? variant(br, "-br") : null,
    gzip: gzip && gzip.length < body.length ? variant(gzip, "-gz") : null,
    type,
    immutable,
  }
}

/** Every servable file under `dir` (relative paths), to compress them once at start. */
function listFiles(dir: string, base = dir): string[] {
  const out: string[] = []
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const name of entries) {
    if (name.startsWith(".") || HIDDEN.test(name)) continue
    const full = join(dir, name)
    try {
      if (statSync(full).isDirectory()) out.push(...listFiles(full, base))
      else out.push(full)
    } catch {
      // gone meanwhile
    }
  }
  return out
}

/** Which encoding the browser takes: brotli first, then gzip (q=0 refuses one). */
function accepts(header: string | undefined, coding: "br" | "gzip"): boolean {
  if (!header) return false
  return header.split(",").some((part) => {
    const [name = "", ...params] = part.trim().toLowerCase().split(";")
    if (name.trim() !== coding && name.trim() !== "*") return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === "*") return true
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)
}

export function createStaticSite(dir: string): StaticSite {
  const root = resolve(dir)
  const cache = new Map<string, Cached | null>()
  const load = (file: string): Cached | null => {
    if (cache.has(file)) return cache.get(file) ?? null
    const entry = loadFile(root, file)
    cache.set(file, entry)
    return entry
  }
  /**
   * index.html for a page's path: with the page's own chunks and CSS asked for in its head
   * (`routePreload.ts`), one variant per page, made on first use and kept.
   */
  const preload = createRoutePreload(root)
  const pages = new Map<string, Cached>()
  const pageIndex = (pathname: string): Cached | null => {
    const index = load(join(root, "index.html"))
    const name = preload.routeOf(pathname)
    if (index === null || name === null) return index
    let page = pages.get(name)
    if (page === undefined) {
      const tags = preload.tagsFor(name)
      const html = index.identity.body.toString("utf8")
      const at = html.indexOf("</head>")
      const body = Buffer.from(html.slice(0, at) + tags + html.slice(at))
      page = tags === "" || at === -1 ? index : cachedOf(body, index.type, false, null)
      pages.set(name, page)
    }
    return page
  }

  // Compress every file once at start, so no visitor waits for brotli's highest level.
  for (const file of listFiles(root)) load(file)

  const send = (req: IncomingMessage, res: ServerResponse, entry: Cached, html: boolean) => {
    const encodings = req.headers["accept-encoding"]
    const chosen =
      entry.br && accepts(encodings, "br")
        ? { v: entry.br, coding: "br" }
        : entry.gzip && accepts(encodings, "gzip")
          ? { v: entry.gzip, coding: "gzip" }
          : { v: entry.identity, coding: null }
    const headers: Record<string, string | number> = {
      "content-type": entry.type,
      "cache-control": html
        ? "no-cache"
        : entry.immutable
          ? "public, max-age=31536000, immutable"
          : "public, max-age=300",
      etag: chosen.v.etag,
      vary: "accept-encoding",
    }
    if (chosen.coding) headers["content-encoding"] = chosen.coding
    if (matches(req.headers["if-none-match"], chosen.v.etag)) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    headers["content-length"] = chosen.v.body.length
    res.writeHead(200, headers)
    res.end(req.method === "HEAD" ? undefined : chosen.v.body)
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
      if (decoded.includes("\0")) return false
      const file = normalize(join(root, decoded))
      const hidden = HIDDEN.test(decoded) || decoded.split("/").some((p) => p.startsWith("."))
      if (hidden) return false
      if (file.startsWith(root + sep)) {
        const entry = load(file)
        if (entry) {
          send(req, res, entry, entry.type.startsWith("text/html"))
          return true
        }
      }
      // A missing asset with an extension is a real 404, not the SPA.
      if (extname(decoded) !== "" && !decoded.endsWith(".html")) return false
      const index = pageIndex(decoded)
      if (!index) return false
      send(req, res, index, true)
      return true
    },
  }
}

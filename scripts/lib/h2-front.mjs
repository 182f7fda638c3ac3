/**
 * An HTTPS front for the browser benchmarks, as docs/deploy.md's production host has one: TLS and
 * HTTP/2 (HTTP/1.1 for clients that do not offer h2) on `port`, every request passed unchanged to
 * the dev back end at `upstream` and its answer (status, headers, compressed body) passed back.
 * The certificate is self-signed for 127.0.0.1, made at start with the `openssl` command into a
 * temporary folder (the browser is started with `--ignore-certificate-errors`).
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** Headers that belong to one connection: never forwarded (HTTP/2 forbids them in answers). */
const HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
])

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "mall-front-"))
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    )
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Starts the front on 127.0.0.1:`port` before the back end at `upstream` (`http://host:port`). */
export async function startH2Front({ port, upstream }) {
  const target = new URL(upstream)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const headers = { host: target.host, "x-forwarded-proto": "https" }
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(":") && !HOP.has(name)) headers[name] = value
      const out = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (answer) => {
          const back = {}
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP.has(name)) back[name] = value
          res.writeHead(answer.statusCode ?? 502, back)
          answer.pipe(res)
        },
      )
      out.on("error", () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      req.pipe(out)
    },
  )
  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", resolve)
  })
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () => {
      agent.destroy()
      server.close()
    },
  }
}

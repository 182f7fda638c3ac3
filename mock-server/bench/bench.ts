/**
 * Throughput of the dev back end against plain Prism (`prism mock openapi.yaml`), both started
 * here as child processes: autocannon, 10 connections, 10 s per case, GET /api/goods/list and
 * POST /api/cart. Prints rps, p50 and p99 for each. Then the dev back end under mixed traffic at
 * 200 connections with one hostile client per hostile-input case (bench/hostile.ts).
 */
import autocannon from "autocannon"
import { spawn } from "node:child_process"
import type { ChildProcess } from "node:child_process"
import { fileURLToPath } from "node:url"
import { resolve } from "node:path"
import { hostileRun, report } from "./hostile.ts"

const here = fileURLToPath(new URL(".", import.meta.url))
const root = resolve(here, "../..")
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10
const OURS = 4091
const PRISM = 4092
/** The control API's secret of the back end started here. */
const SECRET = `bench-${Math.random().toString(36).slice(2)}`

function startProcess(cmd: string, args: string[], ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CONTRACT_STRICT: "0", MALL_CONTROL_SECRET: SECRET },
    })
    let seen = ""
    const onData = (chunk: Buffer): void => {
      seen += chunk.toString()
      if (ready.test(seen)) resolvePromise(child)
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("exit", (code) => reject(new Error(`${cmd} exited (${code}): ${seen.slice(-800)}`)))
    setTimeout(() => reject(new Error(`${cmd} did not start: ${seen.slice(-800)}`)), 60_000).unref()
  })
}

async function json(url: string, init?: RequestInit): Promise<{ headers: Headers; body: unknown }> {
  const res = await fetch(url, init)
  return { headers: res.headers, body: await res.json() }
}

interface Row {
  server: string
  call: string
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

async function run(
  server: string,
  call: string,
  options: Parameters<typeof autocannon>[0],
): Promise<Row> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
  return {
    server,
    call,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

function cartBody(goodsId: number): string {
  return `goods_id=${goodsId}&price=1.00&number=1&ck_id=0`
}

async function main(): Promise<void> {
  const tsx = resolve(root, "node_modules/.bin/tsx")
  const prismBin = resolve(root, "node_modules/.bin/prism")
  const ours = await startProcess(
    tsx,
    ["mock-server/src/main.ts", "--port", String(OURS), "--control"],
    /dev back end on/,
  )
  const prism = await startProcess(
    prismBin,
    ["mock", "openapi.yaml", "--host", "127.0.0.1", "--port", String(PRISM)],
    /Prism is listening/,
  )
  const rows: Row[] = []
  let hostile: Awaited<ReturnType<typeof hostileRun>>[] | null = null
  try {
    const base = `http://127.0.0.1:${OURS}`
    const login = await json(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=demo&password=demo123",
    })
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
    // Enough stock for every add of the run, spread over 200 goods (a line holds at most 99999).
    const pool: number[] = []
    for (let id = 1; pool.length < 200 && id < 400; id++) {
      const r = await json(`${base}/__control/goods`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-mall-control": SECRET },
        body: JSON.stringify({ id, stock: 100_000_000, is_buy: 1 }),
      })
      if ((r.body as { code: number }).code === 10000) pool.push(id)
    }
    let next = 0
    const cartRequest = (headers: Record<string, string>) => ({
      method: "POST",
      path: "/api/cart",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      setupRequest: (req: { body?: string }) => ({
        ...req,
        body: cartBody(pool[next++ % pool.length] ?? 1),
      }),
    })

    rows.push(
      await run("dev back end", "GET /api/goods/list", { url: `${base}/api/goods/list?page=1` }),
    )
    rows.push(
      await run("prism mock", "GET /api/goods/list", {
        url: `http://127.0.0.1:${PRISM}/api/goods/list?page=1`,
      }),
    )
    rows.push(
      await run("dev back end", "POST /api/cart", {
        url: base,
        requests: [cartRequest({ cookie })],
      }),
    )
    rows.push(
      await run("prism mock", "POST /api/cart", {
        url: `http://127.0.0.1:${PRISM}`,
        requests: [cartRequest({ cookie: "mall_session=bench" })],
      }),
    )
    prism.kill("SIGTERM")
    const seconds = Number(process.env.BENCH_HOSTILE_SECONDS ?? 20)
    const rate = Number(process.env.BENCH_RATE ?? 400)
    hostile = [
      await hostileRun({ base, secret: SECRET, seconds, rate, calm: true }),
      await hostileRun({ base, secret: SECRET, seconds, rate }),
    ]
  } finally {
    ours.kill("SIGTERM")
    prism.kill("SIGTERM")
  }
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per case, Node ${process.version}\n`,
  )
  console.log("| server | call | rps | p50 (ms) | p99 (ms) | non-2xx | errors |")
  console.log("|---|---|---:|---:|---:|---:|---:|")
  for (const r of rows)
    console.log(
      `| ${r.server} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
    )
  for (const call of ["GET /api/goods/list", "POST /api/cart"]) {
    const mine = rows.find((r) => r.server === "dev back end" && r.call === call)
    const theirs = rows.find((r) => r.server === "prism mock" && r.call === call)
    if (mine && theirs) {
      const verdict = mine.rps >= theirs.rps && mine.p99 < 50 ? "goal met" : "goal NOT met"
      console.log(
        `${call}: ${(mine.rps / Math.max(1, theirs.rps)).toFixed(1)}× Prism's rps, p99 ${mine.p99} ms — ${verdict}`,
      )
    }
  }
  if (hostile && !report(hostile)) process.exitCode = 1
}

await main()

/**
 * Open-loop traffic, as people browsing make it: requests arrive as a Poisson process at `rate` a
 * second overall, each sent by one of `connections` buyers over the buyer's own keep-alive
 * connection, one request at a time (a buyer whose answer is still on its way sends the next one
 * when it arrives). A request's latency runs from the moment it was due to its answer's last byte,
 * so waiting behind a slow answer counts (no coordinated omission) and nothing arrives in bursts
 * that real buyers would not make (autocannon's `overallRate` releases each connection's quota at
 * the start of every second, so all connections fire together).
 */
import { Agent, request } from "node:http"

export interface OpenLoopRequest {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly headers?: Record<string, string>
  readonly body?: string
}

export interface OpenLoopResult {
  readonly requests: number
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly non2xx: number
  readonly errors: number
}

const TIMEOUT_MS = 10_000

export async function openLoop(options: {
  readonly base: string
  readonly rate: number
  readonly connections: number
  readonly seconds: number
  /** The request buyer `buyer` sends as the `n`-th request of the run. */
  readonly next: (n: number, buyer: number) => OpenLoopRequest
}): Promise<OpenLoopResult> {
  const url = new URL(options.base)
  const buyers = Array.from({ length: options.connections }, () => ({
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    busy: false,
    waiting: [] as number[],
  }))
  const latencies: number[] = []
  let non2xx = 0
  let errors = 0
  let made = 0
  let inFlight = 0
  let drained: (() => void) | null = null

  const send = (index: number, due: number) => {
    const buyer = buyers[index]
    if (buyer === undefined) return
    buyer.busy = true
    inFlight++
    const req = options.next(made++, index)
    const finish = (status: number | null) => {
      if (status === null) errors++
      else {
        latencies.push(performance.now() - due)
        if (status < 200 || status > 299) non2xx++
      }
      inFlight--
      buyer.busy = false
      const later = buyer.waiting.shift()
      if (later !== undefined) send(index, later)
      else if (inFlight === 0) drained?.()
    }
    const r = request(
      {
        agent: buyer.agent,
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: req.headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.on("data", () => undefined)
        res.on("end", () => finish(res.statusCode ?? 0))
        res.on("error", () => finish(null))
      },
    )
    r.on("timeout", () => r.destroy(new Error("timeout")))
    r.on("error", () => finish(null))
    r.end(req.body)
  }

  const start = performance.now()
  const end = start + options.seconds * 1000
  let due = start
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now()
      // every arrival due by now is sent (a timer may fire late; the due time is kept)
      while (due <= now && due < end) {
        const index = Math.floor(Math.random() * buyers.length)
        const buyer = buyers[index]
        if (buyer?.busy) buyer.waiting.push(due)
        else send(index, due)
        due += (-Math.log(1 - Math.random()) * 1000) / options.rate
      }
      if (due >= end) done()
      else setTimeout(tick, Math.max(0, due - performance.now()))
    }
    tick()
  })
  if (inFlight > 0) await new Promise<void>((done) => (drained = done))
  for (const b of buyers) b.agent.destroy()

  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    requests: latencies.length + errors,
    rps: Math.round((latencies.length + errors) / options.seconds),
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies[latencies.length - 1] ?? 0),
    non2xx,
    errors,
  }
}

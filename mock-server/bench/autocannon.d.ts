/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    /** Requests per second over all connections (default: as fast as answered). */
    overallRate?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: Request[]
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
    "2xx": number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}

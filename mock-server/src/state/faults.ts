/** Injected faults (control API): for one method + path pattern, a status, an envelope, a delay or a broken body. */

export interface FaultSpec {
  /** HTTP method or "*" (default "*"). */
  method?: string
  /** Exact path, OpenAPI template (`/api/cart/{id}/edit`) or glob with `*` (`/api/cart*`). */
  path: string
  /** HTTP status of the injected answer. */
  status?: number
  /** Envelope code (10001, 459, 422, 500, 4xx…); the status follows from it when not given. */
  code?: number
  message?: string
  /** Field errors for a 422. */
  errors?: Record<string, string[]>
  /** Wait this long first (ms); alone, the real answer follows the wait. */
  delay?: number
  /** Remove this dotted path (e.g. "data.total") from the real answer: a contract violation. */
  break?: string
  /** Only for the next N matching calls (default: until removed). */
  times?: number
  /**
   * Replace the real answer's `data`, after the contract check, with `null`, `{}`, a string, or
   * send a body that is not JSON at all: what a broken server sends (tests of the web app).
   */
  data?: DataFault
}

export const DATA_FAULTS = ["null", "empty", "string", "nonjson"] as const
export type DataFault = (typeof DATA_FAULTS)[number]

export interface Fault extends FaultSpec {
  id: number
  hits: number
}

export interface Faults {
  add(spec: FaultSpec): Fault
  /** Removes one fault by id, or all. */
  clear(id?: number): void
  list(): Fault[]
  /** The first fault for this call, counting the hit. */
  take(method: string, path: string, template: string | null): Fault | null
}

function globToRegex(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`)
}

export function createFaults(): Faults {
  let faults: (Fault & { regex: RegExp | null })[] = []
  let nextId = 1
  return {
    add(spec) {
      const fault = {
        ...spec,
        id: nextId++,
        hits: 0,
        regex: spec.path.includes("*") ? globToRegex(spec.path) : null,
      }
      faults.push(fault)
      const { regex: _regex, ...plain } = fault
      return plain
    },
    clear(id) {
      faults = id === undefined ? [] : faults.filter((f) => f.id !== id)
    },
    list() {
      return faults.map(({ regex: _regex, ...plain }) => plain)
    },
    take(method, path, template) {
      const m = method.toUpperCase()
      const fault = faults.find((f) => {
        if (f.method && f.method !== "*" && f.method.toUpperCase() !== m) return false
        if (f.regex) return f.regex.test(path)
        return f.path === path || (template !== null && f.path === template)
      })
      if (!fault) return null
      fault.hits += 1
      if (fault.times !== undefined) {
        fault.times -= 1
        if (fault.times <= 0) faults = faults.filter((f) => f !== fault)
      }
      const { regex: _regex, ...plain } = fault
      return plain
    },
  }
}

/** HTTP status for an injected envelope code. */
export function statusForCode(code: number): number {
  if (code === 10001) return 401
  if (code >= 40000 && code < 50000) return 400
  if (code >= 400 && code < 600) return code
  return 200
}

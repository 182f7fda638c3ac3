/** The running back end: its state, clock, contract, faults and the contract violations seen. */
import type { Contract } from "../contract/contract.ts"
import { createDb } from "../data/seed.ts"
import type { Clock } from "./clock.ts"
import type { Db } from "./db.ts"
import type { Faults } from "./faults.ts"
import type { Security } from "./security.ts"

export interface Violation {
  at: string
  method: string
  path: string
  operationId: string
  status: number
  /** "response" (our answer broke the contract) or "route" (an operation without a handler…). */
  kind: "response" | "undeclared-status"
  errors: string[]
}

export interface App {
  db: Db
  clock: Clock
  contract: Contract
  faults: Faults
  /** Sign-in brake, codes, session and leftover limits (state/security.ts). */
  security: Security
  strict: boolean
  violations: Violation[]
  /** Back to the seed (and the clock back to real time unless `keepClock`); counters and codes forgotten. */
  reset(keepClock?: boolean): void
  log(line: string): void
}

export function createApp(parts: {
  clock: Clock
  contract: Contract
  faults: Faults
  security: Security
  strict: boolean
  log: (line: string) => void
}): App {
  const app: App = {
    db: createDb(parts.clock.now()),
    clock: parts.clock,
    contract: parts.contract,
    faults: parts.faults,
    security: parts.security,
    strict: parts.strict,
    violations: [],
    reset(keepClock = false) {
      if (!keepClock) parts.clock.reset()
      app.db = createDb(parts.clock.now())
      app.violations = []
      parts.faults.clear()
      app.security.reset()
    },
    log: parts.log,
  }
  return app
}

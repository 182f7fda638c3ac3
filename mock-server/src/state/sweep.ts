/**
 * What the guards remember is swept at most once a minute (on the security clock, as a request
 * comes in): expired sessions, brake counters, phone lookups, codes, unfinished sign-ups and reset tokens go.
 */
import type { App } from "./app.ts"
import { sweepSessions } from "./sessions.ts"

export function createSweep(app: App): () => void {
  let lastSweep = 0
  return () => {
    const security = app.security
    const now = security.now()
    if (now - lastSweep < 60_000) return
    lastSweep = now
    sweepSessions(app.db, now, security.config)
    security.brake.sweep(now)
    security.phoneLookups.sweep(now)
    security.codes.sweep(now)
    const ttl = security.config.leftoverTtlMs
    for (const [t, r] of app.db.registrations)
      if (now - r.createdAt > ttl) app.db.registrations.delete(t)
    for (const [t, r] of app.db.resetTokens)
      if (now - r.createdAt > ttl) app.db.resetTokens.delete(t)
  }
}

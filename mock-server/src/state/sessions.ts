/**
 * Sessions on the server: one per account (signing in again ends the earlier one), ended after an
 * idle time and an absolute time (state/security.ts, on the security clock), ended together when
 * the password changes. A token is 24 random bytes; the cookie carries nothing else.
 */
import { randomBytes } from "node:crypto"
import type { Db } from "./db.ts"
import type { SecurityConfig } from "./security.ts"
import type { Session } from "./types.ts"

export function newToken(): string {
  return randomBytes(24).toString("hex")
}

/** Starts a session for the account, ending every earlier one of it. */
export function openSession(db: Db, userId: number, now: number): string {
  endSessions(db, userId)
  const token = newToken()
  db.sessions.set(token, { token, userId, createdAt: now, lastSeenAt: now })
  return token
}

/** The live session of a token (its last use moved to now), or null; an expired one is ended. */
export function findSession(
  db: Db,
  token: string | undefined,
  now: number,
  config: Pick<SecurityConfig, "sessionIdleMs" | "sessionAbsoluteMs">,
): Session | null {
  if (!token) return null
  const session = db.sessions.get(token)
  if (!session) return null
  if (expired(session, now, config)) {
    db.sessions.delete(token)
    return null
  }
  session.lastSeenAt = now
  return session
}

function expired(
  s: Session,
  now: number,
  config: Pick<SecurityConfig, "sessionIdleMs" | "sessionAbsoluteMs">,
): boolean {
  return now - s.lastSeenAt > config.sessionIdleMs || now - s.createdAt > config.sessionAbsoluteMs
}

/** Ends every session of the account except `keep`. */
export function endSessions(db: Db, userId: number, keep?: string): void {
  for (const [token, s] of db.sessions)
    if (s.userId === userId && token !== keep) db.sessions.delete(token)
}

/** Ends expired sessions. */
export function sweepSessions(
  db: Db,
  now: number,
  config: Pick<SecurityConfig, "sessionIdleMs" | "sessionAbsoluteMs">,
): void {
  for (const [token, s] of db.sessions) if (expired(s, now, config)) db.sessions.delete(token)
}

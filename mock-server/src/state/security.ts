/**
 * The back end's guards that keep state about callers: the sign-in brake (per account and per
 * address: a growing delay after a few failures, then a temporary lock), the brake on the phone
 * lookup (a few lookups per address a minute: it tells anyone whether a number is registered),
 * SMS codes (one code per phone, 5 tries, an expiry, one SMS per number per minute), the session
 * limits (idle and
 * absolute) and the limits on what a call may leave behind (unfinished sign-ups per phone, their
 * expiry). Everything runs on its own clock (real time unless a test passes one), not on the
 * mall's clock that tests move to ship orders: moving the mall a day ahead must not sign anyone
 * out. Every map is bounded: expired entries are swept, and past a cap the oldest go first.
 */

export interface SecurityConfig {
  /** A session unused this long ends (ms). */
  sessionIdleMs: number
  /** A session ends this long after sign-in, used or not (ms). */
  sessionAbsoluteMs: number
  /** Failed sign-ins of one account answered at once; later ones wait a growing delay. */
  accountFreeFailures: number
  /** Failed sign-ins of one account that lock it for `lockMs`. */
  accountLockFailures: number
  /** The same for one address (many accounts tried from one place). */
  addressFreeFailures: number
  addressLockFailures: number
  /** How long a lock lasts, and how long failures are remembered (ms). */
  lockMs: number
  /** Longest growing delay (ms). */
  maxDelayMs: number
  /** Phone lookups (is this number registered?) one address may make per window. */
  phoneLookups: number
  phoneLookupWindowMs: number
  /** Tries of one SMS or reset code. */
  codeTries: number
  /** How long a code is valid (ms). */
  codeTtlMs: number
  /** One SMS per number per this (ms): the 60 s countdown. */
  smsIntervalMs: number
  /** Unfinished sign-ups (register step 1 done, step 3 not) per phone. */
  signUpsPerPhone: number
  /** How long an unfinished sign-up and a password-reset token are kept (ms). */
  leftoverTtlMs: number
  /** Lines one company's cart may hold. */
  cartLines: number
  /** Lines one POST /api/cart may add. */
  linesPerAdd: number
  /** Upper bound of remembered callers per map (brake counters, codes). */
  maxEntries: number
}

const MINUTE = 60_000

export const DEFAULT_SECURITY: SecurityConfig = {
  sessionIdleMs: 2 * 60 * MINUTE,
  sessionAbsoluteMs: 7 * 24 * 60 * MINUTE,
  accountFreeFailures: 3,
  accountLockFailures: 10,
  addressFreeFailures: 10,
  addressLockFailures: 50,
  lockMs: 15 * MINUTE,
  maxDelayMs: 30_000,
  phoneLookups: 10,
  phoneLookupWindowMs: MINUTE,
  codeTries: 5,
  codeTtlMs: 10 * MINUTE,
  smsIntervalMs: MINUTE,
  signUpsPerPhone: 3,
  leftoverTtlMs: 30 * MINUTE,
  cartLines: 1000,
  linesPerAdd: 500,
  maxEntries: 100_000,
}

/** Drops the oldest entries (insertion order) beyond `max`. */
function cap<K, V>(map: Map<K, V>, max: number): void {
  if (map.size <= max) return
  for (const key of map.keys()) {
    map.delete(key)
    if (map.size <= max) return
  }
}

interface Counter {
  failures: number
  lastFailure: number
  lockedUntil: number
}

/** Why a sign-in must wait: a growing delay or a lock; `retryAfterMs` until it may try again. */
export interface Wait {
  readonly locked: boolean
  readonly retryAfterMs: number
}

export interface Brake {
  /** The wait before this account may try again from this address, or null. */
  check(account: string, address: string, now: number): Wait | null
  fail(account: string, address: string, now: number): void
  /** A right password: the account's failures are forgotten (the address's are not). */
  succeed(account: string): void
  sweep(now: number): void
}

export function createBrake(config: SecurityConfig): Brake {
  const accounts = new Map<string, Counter>()
  const addresses = new Map<string, Counter>()
  const live = (map: Map<string, Counter>, key: string, now: number): Counter | null => {
    const c = map.get(key)
    if (!c) return null
    if (c.lockedUntil <= now && now - c.lastFailure > config.lockMs) {
      map.delete(key)
      return null
    }
    return c
  }
  const waitOf = (c: Counter | null, free: number, now: number): Wait | null => {
    if (!c) return null
    if (c.lockedUntil > now) return { locked: true, retryAfterMs: c.lockedUntil - now }
    if (c.failures < free) return null
    const delay = Math.min(config.maxDelayMs, 1000 * 2 ** (c.failures - free))
    const until = c.lastFailure + delay
    return until > now ? { locked: false, retryAfterMs: until - now } : null
  }
  const bump = (map: Map<string, Counter>, key: string, lockAt: number, now: number): void => {
    const c = live(map, key, now) ?? { failures: 0, lastFailure: now, lockedUntil: 0 }
    c.failures += 1
    c.lastFailure = now
    if (c.failures >= lockAt) {
      c.lockedUntil = now + config.lockMs
      c.failures = 0
    }
    map.delete(key)
    map.set(key, c)
    cap(map, config.maxEntries)
  }
  return {
    check(account, address, now) {
      const a = waitOf(live(accounts, account, now), config.accountFreeFailures, now)
      const b = waitOf(live(addresses, address, now), config.addressFreeFailures, now)
      if (!a) return b
      if (!b) return a
      return a.retryAfterMs >= b.retryAfterMs ? a : b
    },
    fail(account, address, now) {
      bump(accounts, account, config.accountLockFailures, now)
      bump(addresses, address, config.addressLockFailures, now)
    },
    succeed(account) {
      accounts.delete(account)
    },
    sweep(now) {
      for (const key of [...accounts.keys()]) live(accounts, key, now)
      for (const key of [...addresses.keys()]) live(addresses, key, now)
    },
  }
}

/** A limit on how often one address may do something: so many times in a sliding window. */
export interface RateLimit {
  /** Counts one use now and answers 0, or answers how long to wait (ms) and counts nothing. */
  take(address: string, now: number): number
  sweep(now: number): void
}

export function createRateLimit(limit: number, windowMs: number, maxEntries: number): RateLimit {
  const uses = new Map<string, number[]>()
  const recent = (address: string, now: number): number[] =>
    (uses.get(address) ?? []).filter((at) => now - at < windowMs)
  return {
    take(address, now) {
      const times = recent(address, now)
      if (times.length >= limit) {
        uses.set(address, times)
        return Math.max(1, (times[0] ?? now) + windowMs - now)
      }
      times.push(now)
      uses.delete(address)
      uses.set(address, times)
      cap(uses, maxEntries)
      return 0
    },
    sweep(now) {
      for (const address of [...uses.keys()]) {
        const times = recent(address, now)
        if (times.length === 0) uses.delete(address)
        else uses.set(address, times)
      }
    },
  }
}

interface CodeRecord {
  code: string
  sentAt: number
  tries: number
  /** Sent through POST /api/sms/send (a code never sent is the dev code, without expiry). */
  sent: boolean
}

export type CodeCheck = "ok" | "wrong" | "expired" | "tooManyTries"

export interface Codes {
  /** When this phone may be sent the next SMS (ms from now), or 0. */
  waitBeforeSend(phone: string, now: number): number
  send(phone: string, code: string, now: number): void
  /** Checks (and on success uses up) the phone's code; `fallback` is the code of a phone never sent one. */
  verify(phone: string, given: string, fallback: string, now: number): CodeCheck
  sweep(now: number): void
}

export function createCodes(config: SecurityConfig): Codes {
  const codes = new Map<string, CodeRecord>()
  return {
    waitBeforeSend(phone, now) {
      const r = codes.get(phone)
      if (!r || !r.sent) return 0
      return Math.max(0, r.sentAt + config.smsIntervalMs - now)
    },
    send(phone, code, now) {
      codes.delete(phone)
      codes.set(phone, { code, sentAt: now, tries: 0, sent: true })
      cap(codes, config.maxEntries)
    },
    verify(phone, given, fallback, now) {
      let r = codes.get(phone)
      if (!r) {
        r = { code: fallback, sentAt: now, tries: 0, sent: false }
        codes.set(phone, r)
        cap(codes, config.maxEntries)
      }
      if (r.tries >= config.codeTries) return "tooManyTries"
      if (r.sent && now - r.sentAt > config.codeTtlMs) return "expired"
      if (given === r.code) {
        codes.delete(phone)
        return "ok"
      }
      r.tries += 1
      return r.tries >= config.codeTries ? "tooManyTries" : "wrong"
    },
    sweep(now) {
      for (const [phone, r] of codes)
        if (now - r.sentAt > Math.max(config.codeTtlMs, config.lockMs)) codes.delete(phone)
    },
  }
}

export interface Security {
  readonly config: SecurityConfig
  /** The guards' clock (real time unless a test passes one). */
  now(): number
  brake: Brake
  /** The brake on GET /api/user/phone/{phone}, per address. */
  phoneLookups: RateLimit
  codes: Codes
  /** Forgets every counter and code (the control API's reset). */
  reset(): void
}

const lookupsOf = (config: SecurityConfig): RateLimit =>
  createRateLimit(config.phoneLookups, config.phoneLookupWindowMs, config.maxEntries)

export function createSecurity(
  config: Partial<SecurityConfig> = {},
  now: () => number = Date.now,
): Security {
  const full = { ...DEFAULT_SECURITY, ...config }
  const security: Security = {
    config: full,
    now,
    brake: createBrake(full),
    phoneLookups: lookupsOf(full),
    codes: createCodes(full),
    reset() {
      security.brake = createBrake(full)
      security.phoneLookups = lookupsOf(full)
      security.codes = createCodes(full)
    },
  }
  return security
}

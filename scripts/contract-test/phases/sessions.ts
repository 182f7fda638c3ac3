/**
 * Sessions are granted and ended on the server, not only in the browser. A wrong password signs
 * nobody in (no success, no session cookie). A session cookie kept from before is sent again, as
 * it was, after the session should have ended, and must be refused (401):
 * - after signing out (DELETE /api/user/logout), whatever the answer's Set-Cookie did;
 * - after the account signs in again (one session per account);
 * - after a password change (POST /api/user/resetPassword, proved by the current password): the
 *   earlier sessions end, the one that changed it stays; the old password no longer signs in and
 *   the new one does. The password is changed back at once (a failure to do so is reported
 *   with the password the account is left with).
 * Not run with --read-only.
 */
import { isSuccess } from "../checks.ts"
import type { Problem } from "../checks.ts"
import { Session } from "../http.ts"
import type { Exchange } from "../http.ts"
import type { Suite } from "../suite.ts"

/** A call every server must refuse without a live session. */
const PROBE = "getUserBase"

/** The longest Retry-After the suite waits for before it sends again (seconds). */
const LONGEST_WAIT = 60

/**
 * Sends, and sends again after a 429's Retry-After (whole seconds, at most a minute), up to three
 * times: the server's sign-in brake counts this address's earlier failures (each run signs in with
 * a wrong and an old password on purpose), and a braked sign-in or password change is not a
 * refused one: the change back above all must go through, or the account keeps the suite's
 * password.
 */
async function unbraked(send: () => Promise<Exchange>): Promise<Exchange> {
  for (let tries = 1; ; tries++) {
    const x = await send()
    const wait = Number(x.responseHeaders["retry-after"])
    if (x.status !== 429 || tries > 3 || !(wait >= 0 && wait <= LONGEST_WAIT)) return x
    await new Promise((done) => setTimeout(done, wait * 1000 + 100))
  }
}

export async function sessions(suite: Suite): Promise<void> {
  if (suite.readOnly || !suite.has(PROBE)) return
  const name = suite.accountA
  const account = suite.options.accounts[0]
  if (!account) return
  let n = 0
  /** Signs the account in with a cookie jar of its own: the cookie, or null. */
  const signIn = async (
    password = account.password,
  ): Promise<{ cookie: string | null; x: Exchange }> => {
    const jar = `${name}#${(n += 1)}`
    suite.client.sessions.set(jar, new Session(name, password))
    const x = await unbraked(() =>
      suite.client.send({
        op: suite.op("postAuthLogin"),
        body: { username: name, password },
        as: jar,
      }),
    )
    const cookie = suite.client.session(jar)?.cookie ?? ""
    suite.client.sessions.delete(jar)
    return { cookie: isSuccess(x) && cookie !== "" ? cookie : null, x }
  }
  const works = async (cookie: string): Promise<Exchange> =>
    suite.client.send({ op: suite.op(PROBE), cookie })
  const refused = (x: Exchange) => x.status === 401

  // signing out
  if (suite.has("deleteUserLogout") && suite.inScope("deleteUserLogout")) {
    const { cookie } = await signIn()
    if (cookie && !refused(await works(cookie))) {
      await suite.send({ op: suite.op("deleteUserLogout"), cookie }, "positive")
      const replay = await works(cookie)
      suite.file(
        "deleteUserLogout",
        "signout",
        refused(replay)
          ? []
          : [
              {
                cause: "a session still works after signing out (the cookie replayed)",
                detail: `the session cookie from before DELETE /api/user/logout, sent again: ${PROBE} answered ${replay.status}`,
                exchange: replay,
              },
            ],
      )
    }
  }

  // a wrong password (one failure: the sign-in brake waits only after three in a row)
  if (suite.inScope("postAuthLogin")) {
    const tail = account.password.endsWith("Zq") ? "Qz" : "Zq"
    const wrong = await signIn(`${account.password.slice(0, 18)}${tail}`)
    suite.file(
      "postAuthLogin",
      "session",
      isSuccess(wrong.x) || wrong.cookie
        ? [
            {
              cause: "a wrong password signs in",
              detail: `${name} with a password that is not the account's: answered ${wrong.x.status}${wrong.cookie ? " with a session cookie" : ""}`,
              exchange: wrong.x,
            },
          ]
        : [],
    )
  }

  // signing in again
  const first = await signIn()
  const second = await signIn()
  if (first.cookie && second.cookie && suite.inScope("postAuthLogin")) {
    const replay = await works(first.cookie)
    const now = await works(second.cookie)
    const problems: Problem[] = []
    if (!refused(replay))
      problems.push({
        cause:
          "an earlier session still works after the account signs in again (one session per account)",
        detail: `the first session's cookie after a second sign-in: ${PROBE} answered ${replay.status}`,
        exchange: replay,
      })
    if (refused(now)) problems.push({ cause: "the newest session does not work", exchange: now })
    suite.file("postAuthLogin", "signout", problems)
  }

  // a password change
  const op = "postUserResetPassword"
  if (!suite.has(op) || !suite.inScope(op) || !second.cookie) return
  const changed = `Ct${String(suite.seed % 1_000_000).padStart(6, "0")}`
  const fields = new Set(Object.keys((suite.op(op).body?.properties ?? {}) as object))
  const body = (from: string, to: string) => ({
    password: to,
    old_password: from,
    ...(fields.has("password_confirmation") ? { password_confirmation: to } : {}),
  })
  const before = await signIn()
  const caller = await signIn()
  if (!before.cookie || !caller.cookie) return
  const callerCookie = caller.cookie
  const change = await unbraked(() =>
    suite.send(
      { op: suite.op(op), body: body(account.password, changed), cookie: callerCookie },
      "positive",
    ),
  )
  if (!isSuccess(change)) return
  const problems: Problem[] = []
  const replay = await works(before.cookie)
  if (!refused(replay))
    problems.push({
      cause: "an earlier session still works after the password changed",
      detail: `a session from before the password change, its cookie sent again: ${PROBE} answered ${replay.status}`,
      exchange: replay,
    })
  const own = await works(caller.cookie)
  if (refused(own))
    problems.push({
      cause: "the session that changed the password was ended",
      detail: `the session that sent ${op}: ${PROBE} answered ${own.status}`,
      exchange: own,
    })
  const old = await signIn(account.password)
  if (old.cookie)
    problems.push({
      cause: "the old password still signs in after a password change",
      detail: `after ${op} answered ${change.status}, signing in with the old password succeeded`,
      exchange: old.x,
    })
  const fresh = await signIn(changed)
  if (!fresh.cookie)
    problems.push({
      cause: "the new password does not sign in after a password change",
      detail: `signing in with the password ${op} set answered ${fresh.x.status}`,
      exchange: fresh.x,
    })
  // back to the account's own password, with whichever session still works
  const back = fresh.cookie ?? caller.cookie
  const restore = await unbraked(() =>
    suite.client.send({
      op: suite.op(op),
      body: body(changed, account.password),
      cookie: back,
    }),
  )
  if (!isSuccess(restore))
    problems.push({
      cause: "the password could not be changed back",
      detail: `the account ${name} is left with the password ${changed}: changing it back answered ${restore.status}`,
      exchange: restore,
    })
  suite.file(op, "signout", problems)
}

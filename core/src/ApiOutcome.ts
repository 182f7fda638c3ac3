/**
 * The outcome of an API call, decided in one place (spec §8). `classify(httpStatus, body)` reads
 * the response envelope (`{code, message, data}`) and gives exactly one of:
 *
 * - Success: envelope code 10000, 200 or 201;
 * - LoginRequired: code 10001 or 401, or HTTP 401 (the app goes to the main-site login);
 * - ContractUnsigned: code 459 (toast the message, then go to /dzht);
 * - FormInvalid: code 422, or HTTP 422 with an `errors` object (toast the first field error with
 *   an error icon);
 * - Busy: code 500-599 or HTTP 5xx (`系统繁忙，请稍后再试`);
 * - Warning: any other code, below 500 or above 599 (business codes such as 10002): an alert
 *   titled `温馨提示` with the server message, unless the caller handles it;
 * - Malformed: a body that is not the envelope or does not decode; shown like Busy, never a crash.
 *
 * The client adds Timeout (after 30000 ms: `请求超时，请刷新页面` with a `刷新` button that reloads)
 * and Cancelled (silent). `present` turns a failure into what the user sees.
 */
import { Data, Result, Schema } from "effect"
import * as Constants from "./Constants.ts"
import * as Messages from "./Messages.ts"
import * as Validation from "./Validation.ts"

/** The response envelope on the wire. `code` may come as a number or a numeric string. */
export const Envelope = Schema.Struct({
  code: Schema.Union([Schema.Finite, Schema.FiniteFromString]),
  message: Schema.optional(Schema.NullOr(Schema.String)),
  data: Schema.optional(Schema.Unknown),
  errors: Schema.optional(Schema.Unknown),
})
export type Envelope = typeof Envelope.Type

export interface Success<A = unknown> {
  readonly _tag: "Success"
  readonly code: number
  readonly message: string
  readonly data: A
}

export class LoginRequired extends Data.TaggedError("LoginRequired")<{
  readonly code: number
  readonly message: string
}> {}

export class ContractUnsigned extends Data.TaggedError("ContractUnsigned")<{
  readonly message: string
  readonly redirectTo: string
}> {}

export class FormInvalid extends Data.TaggedError("FormInvalid")<{
  /** The first message of the first field (or the server message). */
  readonly message: string
  readonly errors: unknown
}> {}

export class Warning extends Data.TaggedError("Warning")<{
  readonly code: number
  readonly message: string
  readonly data: unknown
}> {}

export class Busy extends Data.TaggedError("Busy")<{
  readonly status: number
  readonly message: string
}> {}

export class Timeout extends Data.TaggedError("Timeout")<{
  readonly message: string
  readonly button: string
}> {}

export class Cancelled extends Data.TaggedError("Cancelled") {}

export class Malformed extends Data.TaggedError("Malformed")<{
  readonly status: number
  /** What the user sees (the busy text). */
  readonly message: string
  /** What was wrong, for logs. */
  readonly detail: string
}> {}

export type Failure =
  LoginRequired | ContractUnsigned | FormInvalid | Warning | Busy | Timeout | Cancelled | Malformed

export type Outcome<A = unknown> = Success<A> | Failure

export const busy = (status: number): Busy =>
  new Busy({ status, message: Messages.text["error.busy"] })
export const timeout = (): Timeout =>
  new Timeout({
    message: Messages.text["error.timeout"],
    button: Messages.text["error.timeout.button"],
  })
export const cancelled = (): Cancelled => new Cancelled()
export const malformed = (status: number, detail: string): Malformed =>
  new Malformed({ status, message: Messages.text["error.busy"], detail })

const decodeEnvelope = Schema.decodeUnknownResult(Envelope)

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null

/** Decides the outcome of a response from its HTTP status and parsed JSON body. */
export const classify = (httpStatus: number, body: unknown): Outcome => {
  if (httpStatus === 401) {
    const message = isObject(body) && typeof body.message === "string" ? body.message : ""
    return new LoginRequired({ code: 401, message })
  }
  if (httpStatus >= 500 && httpStatus <= 599) return busy(httpStatus)
  if (httpStatus === Constants.FORM_INVALID_CODE && isObject(body) && isObject(body.errors)) {
    const message =
      Validation.firstFieldError(body.errors) ??
      (typeof body.message === "string" ? body.message : "")
    return new FormInvalid({ message, errors: body.errors })
  }
  const decoded = decodeEnvelope(body)
  if (Result.isFailure(decoded)) return malformed(httpStatus, String(decoded.failure.message))
  const env = decoded.success
  const code = env.code
  const message = env.message ?? ""
  if (Constants.SUCCESS_CODES.includes(code)) {
    return { _tag: "Success", code, message, data: env.data }
  }
  if (Constants.LOGIN_REQUIRED_CODES.includes(code)) return new LoginRequired({ code, message })
  if (code === Constants.CONTRACT_UNSIGNED_CODE) {
    return new ContractUnsigned({ message, redirectTo: Constants.CONTRACT_PATH })
  }
  if (code === Constants.FORM_INVALID_CODE) {
    return new FormInvalid({
      message: Validation.firstFieldError(env.errors) ?? message,
      errors: env.errors,
    })
  }
  if (code >= 500 && code <= 599) return busy(code)
  return new Warning({ code, message, data: env.data })
}

/** Decodes a success's data with a schema; a mismatch is Malformed. */
export const decodeData = <S extends Schema.Top & { readonly DecodingServices: never }>(
  outcome: Outcome,
  schema: S,
): Outcome<S["Type"]> => {
  if (outcome._tag !== "Success") return outcome
  const r = Schema.decodeUnknownResult(schema)(outcome.data)
  return Result.isSuccess(r)
    ? { ...outcome, data: r.success }
    : malformed(200, `data: ${String(r.failure.message)}`)
}

export type Presentation =
  | { readonly _tag: "Silent" }
  | { readonly _tag: "GoToLogin" }
  | { readonly _tag: "Toast"; readonly message: string; readonly icon: "error" | "none" }
  | { readonly _tag: "ToastThenNavigate"; readonly message: string; readonly to: string }
  | { readonly _tag: "Alert"; readonly title: string; readonly message: string }
  | { readonly _tag: "ReloadDialog"; readonly message: string; readonly button: string }

/** What the user sees for a failure (the shared handler). */
export const present = (failure: Failure): Presentation => {
  switch (failure._tag) {
    case "Cancelled":
      return { _tag: "Silent" }
    case "LoginRequired":
      return { _tag: "GoToLogin" }
    case "ContractUnsigned":
      return { _tag: "ToastThenNavigate", message: failure.message, to: failure.redirectTo }
    case "FormInvalid":
      return { _tag: "Toast", message: failure.message, icon: "error" }
    case "Warning":
      return { _tag: "Alert", title: Messages.text["alert.title"], message: failure.message }
    case "Busy":
    case "Malformed":
      return { _tag: "Toast", message: failure.message, icon: "none" }
    case "Timeout":
      return { _tag: "ReloadDialog", message: failure.message, button: failure.button }
  }
}

/** True for outcomes that are failures. */
export const isFailure = <A>(o: Outcome<A>): o is Failure => o._tag !== "Success"

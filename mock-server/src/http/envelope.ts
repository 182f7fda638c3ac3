/** The response envelope `{code, message, data}` and the errors handlers throw to produce one. */

export const CODE_OK = 10000
export const CODE_LOGIN = 10001
export const CODE_CONTRACT = 459
export const CODE_INVALID = 422

export interface Envelope {
  code: number
  message: string
  data: unknown
  errors?: Record<string, string[]>
}

export interface Reply {
  status: number
  body: Envelope
  headers?: Record<string, string | string[]>
}

export function ok(data: unknown = null, message = "操作成功"): Reply {
  return { status: 200, body: { code: CODE_OK, message, data } }
}

export function envelope(
  status: number,
  code: number,
  message: string,
  errors?: Record<string, string[]>,
): Reply {
  const body: Envelope = { code, message, data: null }
  if (errors) body.errors = errors
  return { status, body }
}

/** Thrown by handlers and input readers; the pipeline turns it into an envelope. */
export class HttpError extends Error {
  constructor(readonly reply: Reply) {
    super(reply.body.message)
  }
}

/** 422 with one field error. */
export function invalid(field: string, message: string): HttpError {
  return new HttpError(envelope(422, CODE_INVALID, message, { [field]: [message] }))
}

/** 422 with several field errors; the message is the first one. */
export function invalidMany(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? "参数错误"
  return new HttpError(envelope(422, CODE_INVALID, first, errors))
}

/** Envelope code of a business warning (温馨提示), answered with HTTP 400. */
export const CODE_WARNING = 40000

/** A business warning (温馨提示): HTTP 400, code 40000 unless given. */
export function warn(message: string, status = 400, code = CODE_WARNING): HttpError {
  return new HttpError(envelope(status, code, message))
}

export function notFound(message: string): HttpError {
  return new HttpError(envelope(404, 404, message))
}

export function loginRequired(): HttpError {
  return new HttpError(envelope(401, CODE_LOGIN, "请先登录"))
}

/**
 * The back end's check of its own answers against the contract: a status the operation does not
 * declare, or a body its schema refuses, is recorded as a violation (the last 1,000 are kept for
 * the control API and logged); in strict mode the answer is replaced by a 500 envelope naming it.
 */
import type { Reply } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import type { App } from "../state/app.ts"
import { responseValidator } from "./contract.ts"
import type { Operation } from "./contract.ts"

export type ResponseCheck = (
  method: string,
  path: string,
  op: Operation | undefined,
  reply: Reply,
) => Reply

export function createResponseCheck(app: App, logger: (line: string) => void): ResponseCheck {
  const record = (
    method: string,
    path: string,
    op: Operation,
    status: number,
    kind: "response" | "undeclared-status",
    errors: string[],
  ): void => {
    app.violations.push({
      at: new Date().toISOString(),
      method,
      path,
      operationId: op.operationId,
      status,
      kind,
      errors,
    })
    if (app.violations.length > 1000) app.violations.splice(0, app.violations.length - 1000)
    logger(
      `[contract] ${kind === "response" ? "RESPONSE VIOLATION" : "UNDECLARED STATUS"} ${method} ${path} (${op.operationId}) ${status}: ${errors.join("; ")}`,
    )
  }

  return (method, path, op, reply) => {
    if (!op) return reply
    const { declared, validate } = responseValidator(op, reply.status)
    if (!declared) {
      record(method, path, op, reply.status, "undeclared-status", [
        `status ${reply.status} is not declared`,
      ])
    } else if (validate && !validate(reply.body)) {
      const errors = (validate.errors ?? []).map(
        (e) =>
          `${e.instancePath || "(body)"} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
      )
      record(method, path, op, reply.status, "response", errors)
    } else {
      return reply
    }
    if (!app.strict) return reply
    const last = app.violations[app.violations.length - 1]
    return {
      status: 500,
      body: {
        code: 500,
        message: `${msg.contractViolation}：${method} ${path}`,
        data: { violation: last ?? null },
      },
    }
  }
}

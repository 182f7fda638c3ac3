/** 意见反馈's call. */
import * as Op from "@mall/core/generated/operations"
import { request } from "../../lib/api/client.ts"

export const send = (body: { type: 1 | 2 | 3 | 4; content: string; contact: string }) =>
  request(Op.postUserFeedback, { body })

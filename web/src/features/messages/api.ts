/** 我的消息's calls. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export const list = (page: number, isRead: 0 | 1 | null) =>
  call(Op.getMessageList, {
    params: { query: { page, ...(isRead === null ? {} : { is_read: isRead }) } },
  })
export const markRead = (ids: number[]) => request(Op.postMessageRead, { body: { ids } })

/** 检验报告's calls (the list; its filter call is not needed by the page). */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

export const filter = () => call(Op.getJybgFilter)
export const list = (query: { page: number; keywords?: string; ph?: string }) =>
  call(Op.getJybgList, { params: { query } })

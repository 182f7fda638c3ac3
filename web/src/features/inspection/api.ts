/** 检验报告's calls: the makers and years to filter by, and the list. */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

export const filter = () => call(Op.getJybgFilter, undefined, { silent: true })
export const list = (query: {
  page: number
  keywords?: string
  ph?: string
  maker?: string
  year?: string
}) => call(Op.getJybgList, { params: { query } })

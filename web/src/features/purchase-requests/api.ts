/** 品种求购's calls. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export interface RequestBody {
  name: string
  sccj: string
  ypgg: string
  number: number
  phone: string
  remarks: string
}

export const list = (page: number) => call(Op.getUserBuy, { params: { query: { page } } })
export const detail = (id: number) => request(Op.getUserBuyDetail, { params: { path: { id } } })
export const create = (body: RequestBody) => request(Op.postUserBuy, { body })

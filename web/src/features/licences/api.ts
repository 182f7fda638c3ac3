/** 资质证件's calls: licences, business scope, the renewal of a licence (the upload is lib/upload). */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export const licences = () => call(Op.getUserZizhi)
export const scope = () => call(Op.getUserJyfw)
export const renew = (id: number, body: { image: string; expire_date: string; number?: string }) =>
  request(Op.postUserZizhiRenew, { params: { path: { id } }, body })

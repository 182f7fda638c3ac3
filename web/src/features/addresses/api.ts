/** 收货地址's calls. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export interface AddressBody {
  consignee: string
  phone: string
  province: string
  city: string
  district: string
  address: string
  is_default: 0 | 1
}

export const list = () => call(Op.getAddressList)
export const create = (body: AddressBody) => request(Op.postAddress, { body })
export const update = (id: number, body: AddressBody) =>
  request(Op.putAddress, { params: { path: { id } }, body })
export const remove = (id: number) => request(Op.deleteAddress, { params: { path: { id } } })

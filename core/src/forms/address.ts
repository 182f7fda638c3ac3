/** A delivery address (收货地址): the consignee, a contact phone, the region and the street. */
import * as Messages from "../Messages.ts"
import * as Fields from "./fields.ts"
import * as Kit from "./kit.ts"

const M = Messages.form

export const address = {
  consignee: Kit.text(Kit.required(M.consigneeRequired)),
  phone: Fields.contactPhone,
  province: Kit.text(Kit.required(M.regionRequired)),
  city: Kit.text(Kit.required(M.regionRequired)),
  district: Kit.text(Kit.required(M.regionRequired)),
  detail: Kit.text(Kit.required(M.detailRequired)),
} satisfies Kit.Form<string>

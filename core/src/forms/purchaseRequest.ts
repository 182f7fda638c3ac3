/** A purchase request (品种求购, POST /api/user/buy): the contract's field names. */
import * as Messages from "../Messages.ts"
import * as Fields from "./fields.ts"
import * as Kit from "./kit.ts"

const M = Messages.form

export const purchaseRequest = {
  name: Kit.text(Kit.required(M.goodsNameRequired), Kit.maxLength(100, M.goodsNameRequired)),
  sccj: Kit.text(Kit.required(M.makerRequired), Kit.maxLength(100, M.makerRequired)),
  ypgg: Kit.text(Kit.required(M.specRequired), Kit.maxLength(100, M.specRequired)),
  number: Kit.text(
    Kit.required(M.quantityRequired),
    Kit.matches((v) => /^[1-9]\d*$/.test(v.trim()), M.quantityInvalid),
    Kit.matches((v) => v.trim().length <= 5, Messages.member.purchase.quantityTooLarge),
  ),
  phone: Fields.contactPhone,
  remarks: Kit.text(Kit.maxLength(200, Messages.member.purchase.remarksTooLong)),
} satisfies Kit.Form<string>

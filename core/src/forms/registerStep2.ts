/**
 * Registration step 2: the company (the company type and business scopes are also checked
 * against the variant by RegistrationChecks.validateStep2).
 */
import * as Messages from "../Messages.ts"
import * as Kit from "./kit.ts"

const M = Messages.form
const R = Messages.registerErrors

export const registerStep2 = {
  company: Kit.text(Kit.required(M.companyRequired), Kit.charsBetween(2, 50, R.companyLength)),
  company_type: Kit.text(Kit.required(R.companyTypeRequired)),
  province: Kit.text(Kit.required(R.provinceRequired)),
  city: Kit.text(Kit.required(R.cityRequired), Kit.maxLength(20, R.cityRequired)),
  district: Kit.text(Kit.required(R.districtRequired), Kit.maxLength(20, R.districtRequired)),
  address: Kit.text(Kit.required(R.addressRequired), Kit.maxLength(100, R.addressRequired)),
  name: Kit.text(Kit.required(R.contactRequired), Kit.maxLength(20, R.contactRequired)),
} satisfies Kit.Form<string>

// Inputs shared by the registration tests: the clock, a valid document and a complete company.
import type { LicenceInput } from "../src/Registration.ts"

// 2026-01-10 12:00 in Shanghai
export const NOW = Date.UTC(2026, 0, 10, 4, 0, 0)
export const good = (n: number): LicenceInput => ({
  number: `粤AA02${1000 + n}`,
  validUntil: "2030-12-31",
  image: `/static/uploads/licence-${n}.png`,
})
export const company = {
  company: "广州市仁心大药房有限公司",
  company_type: "pharmacy",
  province: "广东省",
  city: "广州市",
  district: "天河区",
  address: "天河北路233号",
  name: "张明",
}

/** A delivery address as GET /api/address answers it, for tests: a warehouse in 佛山. */
import type { Of } from "../src/lib/api/schemas.ts"

export function addressFixture(id: number, extra: Partial<Of<"Address">> = {}): Of<"Address"> {
  return {
    id,
    consignee: "仓库收货员",
    phone: "13912345678",
    province: "广东省",
    city: "佛山市",
    district: "南海区",
    address: `江南大道中${id}号`,
    is_default: 0,
    ...extra,
  }
}

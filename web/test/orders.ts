/** The company's orders counted by status (GET /api/order_count), for tests: 9 orders in all. */
import type { Of } from "../src/lib/api/schemas.ts"

export function orderCountsFixture(extra: Partial<Of<"OrderCounts">> = {}): Of<"OrderCounts"> {
  return {
    all: 9,
    unpaid: 2,
    unshipped: 1,
    shipped: 0,
    completed: 6,
    cancelled: 0,
    after_sale: 0,
    ...extra,
  }
}

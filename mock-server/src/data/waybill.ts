/** The courier and waybill number of a shipped order: the same in its 物流 and in its 发货 message. */
import type { Order } from "../state/types.ts"

export const COURIER = "顺丰速运"

/** The order's waybill number (SF and 12 digits). */
export function waybillOf(order: Pick<Order, "id">): string {
  return `SF${String(order.id * 104729).padStart(12, "0")}`
}

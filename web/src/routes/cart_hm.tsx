import { useSearchParams } from "react-router-dom"
import { payTypeOf } from "../features/checkout/model.ts"
import { PayOrder } from "../features/checkout/PayOrder.tsx"

export default function CartHmRoute() {
  const [search] = useSearchParams()
  return (
    <PayOrder id={search.get("id") ?? ""} initialPayType={payTypeOf(search.get("pay_type"))} hm />
  )
}

import { useParams, useSearchParams } from "react-router-dom"
import { payTypeOf } from "../features/checkout/model.ts"
import { PayOrder } from "../features/checkout/PayOrder.tsx"

export default function CartStep3Route() {
  const { id = "" } = useParams()
  const [search] = useSearchParams()
  return <PayOrder id={id} initialPayType={payTypeOf(search.get("pay_type"))} />
}

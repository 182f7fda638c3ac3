import { PaymentDone } from "../features/checkout/PaymentDone.tsx"

export default function CartStep4Route() {
  return <PaymentDone />
}

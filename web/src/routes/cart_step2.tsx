import { ConfirmOrder } from "../features/checkout/ConfirmOrder.tsx"

export default function CartStep2Route() {
  return <ConfirmOrder />
}

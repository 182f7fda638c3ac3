import { CartPage } from "../features/cart/CartPage.tsx"
import { OrderSteps } from "../features/checkout/Steps.tsx"

export default function CartRoute() {
  return <CartPage header={<OrderSteps current={1} />} />
}

import { CartPage } from "../features/cart/CartPage.tsx"

export default function CartRoute() {
  return <CartPage />
}

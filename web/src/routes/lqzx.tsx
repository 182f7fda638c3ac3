import { CouponCentrePage } from "../features/coupon-centre/CouponCentrePage.tsx"

export default function LqzxRoute() {
  return <CouponCentrePage />
}

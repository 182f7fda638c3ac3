import { YyhPage } from "../features/zones/YyhPages.tsx"

export default function YyhRoute() {
  return <YyhPage />
}

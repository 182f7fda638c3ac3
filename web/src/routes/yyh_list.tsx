import { YyhListPage } from "../features/zones/YyhPages.tsx"

export default function YyhListRoute() {
  return <YyhListPage />
}

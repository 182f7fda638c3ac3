import { CategoryZonePage } from "../features/zones/ZonePages.tsx"

export default function QxzqRoute() {
  return <CategoryZonePage zone="qx" />
}

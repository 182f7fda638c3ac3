import { CategoryZonePage } from "../features/zones/ZonePages.tsx"

export default function ZyypRoute() {
  return <CategoryZonePage zone="zy" />
}

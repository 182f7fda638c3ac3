import { NearExpiryPage } from "../features/zones/ZonePages.tsx"

export default function JxqzcRoute() {
  return <NearExpiryPage />
}

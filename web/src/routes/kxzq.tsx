import { KxzqPage } from "../features/zones/KxzqPages.tsx"

export default function KxzqRoute() {
  return <KxzqPage fresh={false} />
}

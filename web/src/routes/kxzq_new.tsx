import { KxzqPage } from "../features/zones/KxzqPages.tsx"

export default function KxzqNewRoute() {
  return <KxzqPage fresh />
}

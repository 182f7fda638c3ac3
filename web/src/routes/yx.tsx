import { YxPage } from "../features/zones/YxPages.tsx"

export default function YxRoute() {
  return <YxPage view="grid" />
}

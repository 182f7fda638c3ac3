import { YxPage } from "../features/zones/YxPages.tsx"

export default function YxTableRoute() {
  return <YxPage view="table" />
}

import { YxRulePage } from "../features/zones/YxPages.tsx"

export default function YxRuleRoute() {
  return <YxRulePage />
}

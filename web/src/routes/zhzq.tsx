import { CombinationPage } from "../features/campaigns/CampaignPages.tsx"

export default function ZhzqRoute() {
  return <CombinationPage />
}

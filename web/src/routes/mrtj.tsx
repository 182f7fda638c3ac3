import { EverydayPricePage } from "../features/campaigns/CampaignPages.tsx"

export default function MrtjRoute() {
  return <EverydayPricePage />
}

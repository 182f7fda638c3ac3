import { WelfarePage } from "../features/campaigns/CampaignPages.tsx"

export default function WelfareRoute() {
  return <WelfarePage />
}

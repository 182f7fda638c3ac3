import { CashbackPage } from "../features/campaigns/CampaignPages.tsx"

export default function HbRoute() {
  return <CashbackPage />
}

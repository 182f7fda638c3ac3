import { FavoritesPage } from "../features/favorites/FavoritesPage.tsx"
import { MemberLayout } from "../lib/kit/MemberLayout.tsx"

export default function ZzfwStarRoute() {
  return (
    <MemberLayout route="zzfw_star">
      <FavoritesPage />
    </MemberLayout>
  )
}

import { FavoritesPage } from "../features/favorites/FavoritesPage.tsx"

export default function ZzfwStarRoute() {
  return <FavoritesPage />
}

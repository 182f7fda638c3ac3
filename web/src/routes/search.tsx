import { GoodsListPage } from "../features/goods-list/GoodsListPage.tsx"

export default function SearchRoute() {
  return <GoodsListPage kind="search" view="grid" />
}

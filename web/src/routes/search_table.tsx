import { GoodsListPage } from "../features/goods-list/GoodsListPage.tsx"

export default function SearchTableRoute() {
  return <GoodsListPage kind="search" view="table" />
}

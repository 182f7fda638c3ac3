import { GoodsListPage } from "../features/goods-list/GoodsListPage.tsx"

export default function ListIndexRoute() {
  return <GoodsListPage kind="list" view="grid" />
}

import { GoodsListPage } from "../features/goods-list/GoodsListPage.tsx"

export default function ListNoImageRoute() {
  return <GoodsListPage kind="list" view="noImage" />
}

import { GoodsListPage } from "../features/goods-list/GoodsListPage.tsx"

export default function ListTableRoute() {
  return <GoodsListPage kind="list" view="table" />
}

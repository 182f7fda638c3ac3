import { useParams } from "react-router-dom"
import { GoodsListPage } from "../features/goods-list/GoodsListPage.tsx"

export default function ListOtherRoute() {
  const { id = "", name } = useParams()
  return <GoodsListPage kind="list" view="grid" pathCategory={{ id, name }} />
}

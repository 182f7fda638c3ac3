import { useParams } from "react-router-dom"
import { GoodsDetailPage } from "../features/goods-detail/GoodsDetailPage.tsx"
import { BuyBox } from "../lib/goods/BuyBox.tsx"
import { FavoriteButton } from "../lib/goods/FavoriteButton.tsx"

export default function ListInfoRoute() {
  const { id = "" } = useParams()
  return (
    <GoodsDetailPage
      id={id}
      buy={(goods, onQuantity) => (
        <BuyBox key={goods.id} goods={goods} size="large" onQuantity={onQuantity} />
      )}
      favorite={(goods) => <FavoriteButton goods={goods} />}
    />
  )
}

import { useParams } from "react-router-dom"
import { KxzqGoodsPage } from "../features/zones/KxzqPages.tsx"

export default function KxzqGoodsRoute() {
  const { url = "", ads } = useParams()
  return <KxzqGoodsPage url={url} ads={ads} />
}

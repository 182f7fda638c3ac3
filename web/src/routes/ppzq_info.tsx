import { useParams } from "react-router-dom"
import { BrandPage } from "../features/zones/BrandPages.tsx"
import { pageOf } from "../features/zones/model.ts"

export default function PpzqInfoRoute() {
  const { id, page } = useParams()
  return <BrandPage id={pageOf(id)} page={pageOf(page)} />
}

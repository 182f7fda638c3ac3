import { useParams } from "react-router-dom"
import { BrandWallPage } from "../features/zones/BrandPages.tsx"
import { pageOf } from "../features/zones/model.ts"

export default function PpzqRoute() {
  const { page } = useParams()
  return <BrandWallPage page={pageOf(page)} />
}

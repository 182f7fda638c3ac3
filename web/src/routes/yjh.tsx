import { useParams } from "react-router-dom"
import { YjhPage } from "../features/campaigns/ActivityPages.tsx"

export default function YjhRoute() {
  const { id } = useParams()
  return <YjhPage id={id} />
}

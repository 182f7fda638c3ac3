import { useParams } from "react-router-dom"
import { HdzxPage } from "../features/campaigns/ActivityPages.tsx"

export default function HdzxRoute() {
  const { ids = "", id } = useParams()
  return <HdzxPage ids={ids} id={id} />
}

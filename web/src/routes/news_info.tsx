import { useParams } from "react-router-dom"
import { NewsItem } from "../features/news/News.tsx"
import { typeOf } from "../features/news/model.ts"
import NotFound from "./notFound.tsx"

export default function NewsInfoRoute() {
  const params = useParams()
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />
  return <NewsItem id={id} type={typeOf(params.type)} />
}

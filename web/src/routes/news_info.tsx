import { useParams } from "react-router-dom"
import { NewsItem } from "../features/news/News.tsx"
import * as NewsType from "@mall/core/NewsType"
import NotFound from "./notFound.tsx"

export default function NewsInfoRoute() {
  const params = useParams()
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />
  return <NewsItem id={id} type={NewsType.fromParam(params.type)} />
}

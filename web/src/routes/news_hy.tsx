import { NewsList } from "../features/news/News.tsx"

export default function News_hyRoute() {
  return <NewsList type="hy" />
}

import { NewsList } from "../features/news/News.tsx"

export default function News_companyRoute() {
  return <NewsList type="company" />
}

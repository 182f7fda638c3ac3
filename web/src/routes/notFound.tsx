import { NotFoundPage } from "../features/system/StatusPages.tsx"

export default function NotFoundRoute() {
  return <NotFoundPage />
}

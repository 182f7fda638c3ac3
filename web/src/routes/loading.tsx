import { LoadingPage } from "../features/system/StatusPages.tsx"

export default function LoadingRoute() {
  return <LoadingPage />
}

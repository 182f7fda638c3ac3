import { LoadingPage } from "../features/system/StatusPages.tsx"

export default function LoadingActivityRoute() {
  return <LoadingPage activity />
}

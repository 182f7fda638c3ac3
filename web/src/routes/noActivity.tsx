import { NoActivityPage } from "../features/system/StatusPages.tsx"

export default function NoActivityRoute() {
  return <NoActivityPage />
}

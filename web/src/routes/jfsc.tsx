import { PointsMallPage } from "../features/points-mall/PointsMallPage.tsx"

export default function JfscRoute() {
  return <PointsMallPage />
}

import { TrainingHubPage } from "../features/training/TrainingPages.tsx"

export default function YxtRoute() {
  return <TrainingHubPage />
}

import { TrainingDetailsPage } from "../features/training/TrainingPages.tsx"

export default function YxtDetailsRoute() {
  return <TrainingDetailsPage />
}

import { TrainingListPage } from "../features/training/TrainingPages.tsx"

export default function YxtListRoute() {
  return <TrainingListPage />
}

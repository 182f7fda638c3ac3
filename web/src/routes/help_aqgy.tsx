import { HelpPage } from "../features/help/HelpCentre.tsx"

export default function HelpRoute() {
  return <HelpPage />
}

import { HomePage } from "../features/home/HomePage.tsx"

export default function IndexRoute() {
  return <HomePage />
}

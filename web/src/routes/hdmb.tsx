import { TemplatePage } from "../features/zones/TemplatePages.tsx"

export default function HdmbRoute() {
  return <TemplatePage kind="hdmb" />
}

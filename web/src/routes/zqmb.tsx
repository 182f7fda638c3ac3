import { TemplatePage } from "../features/zones/TemplatePages.tsx"

export default function ZqmbRoute() {
  return <TemplatePage kind="zqmb" />
}

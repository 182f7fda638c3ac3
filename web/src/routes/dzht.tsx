import { ContractPage } from "../features/auth/ContractPage.tsx"

export default function DzhtRoute() {
  return <ContractPage />
}

import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { AddAddress, AddressesPage } from "../features/addresses/AddressesPage.tsx"

export default function ZhzxAddrRoute() {
  return (
    <MemberLayout route="zhzx_addr" actions={<AddAddress />}>
      <AddressesPage />
    </MemberLayout>
  )
}

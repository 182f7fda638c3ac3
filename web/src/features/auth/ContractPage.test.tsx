import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { ContractPage } from "./ContractPage.tsx"
import { contract } from "./pageModel.ts"

beforeEach(() => {
  contract.value = null
})
afterEach(() => vi.unstubAllGlobals())

describe("ContractPage", () => {
  it("names its contract link 查看电子合同 instead of showing the raw path", async () => {
    installFetch({
      "GET /api/contract/status": ok({ status: 0, contract_url: "/static/contract/contract.svg" }),
    })
    render(
      <MemoryRouter>
        <ContractPage />
      </MemoryRouter>,
    )
    const link = await screen.findByRole("link", { name: "查看电子合同" })
    expect(link.getAttribute("href")).toBe("/static/contract/contract.svg")
    const raw = screen.getAllByRole("link").filter((a) => a.textContent?.trim().startsWith("/"))
    expect(raw).toEqual([])
    expect(screen.queryByText("/static/contract/contract.svg")).toBeNull()
  })
})

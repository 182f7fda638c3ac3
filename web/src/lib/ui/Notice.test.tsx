import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Notice } from "./Notice.tsx"

describe("Notice", () => {
  it("info by default, said in place, quiet unless given a role", () => {
    render(<Notice title="满减规则">满300减20</Notice>)
    const notice = screen.getByText("满300减20").closest("[data-ui=notice]")!
    expect(notice.getAttribute("data-tone")).toBe("info")
    expect(notice.getAttribute("role")).toBeNull()
    expect(screen.getByText("满减规则").tagName).toBe("STRONG")
  })

  it("a notice after an action is a status; an error an alert, with its actions", () => {
    render(
      <>
        <Notice tone="warning" role="status" id="pack">
          已按中包装调整为20盒
        </Notice>
        <Notice tone="danger" role="alert" actions={<button type="button">重试</button>}>
          提交失败
        </Notice>
      </>,
    )
    expect(screen.getByRole("status").id).toBe("pack")
    expect(screen.getByRole("status").dataset.tone).toBe("warning")
    const alert = screen.getByRole("alert")
    expect(alert.dataset.tone).toBe("danger")
    expect(alert.querySelector("button")?.textContent).toBe("重试")
  })
})

import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { useState } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import * as browser from "../browser.ts"
import { Button } from "./Button.tsx"
import { Dialog } from "./Dialog.tsx"
import { DialogHost } from "./DialogHost.tsx"
import { alert, confirm, dialogQueue, resetDialogs, timeoutAlert } from "./dialogs.ts"

const T = Messages.text

beforeEach(() => resetDialogs())
afterEach(() => resetDialogs())

/** The dialog on screen, once its lazily loaded part has drawn it. */
const shown = () => screen.findByRole("alertdialog")

describe("DialogHost", () => {
  it("an alert: 温馨提示 as its name, the message as its description, one 确定 that closes it", async () => {
    render(<DialogHost />)
    let closed = false
    act(() => void alert("库存不足").then(() => (closed = true)))
    const dialog = await shown()
    expect(dialog.getAttribute("aria-labelledby")).not.toBeNull()
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
      T["alert.title"],
    )
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "库存不足",
    )
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([T["confirm.ok"]])
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: T["confirm.ok"] })),
    )
    expect(closed).toBe(true)
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })

  it("a confirmation answers 确定 true, 取消 and Esc false", async () => {
    render(<DialogHost />)
    const answers: boolean[] = []
    act(() => void confirm("确定删除该商品吗？").then((ok) => answers.push(ok)))
    await act(async () =>
      fireEvent.click(within(await shown()).getByRole("button", { name: T["confirm.cancel"] })),
    )
    act(() => void confirm("确定删除该商品吗？").then((ok) => answers.push(ok)))
    await act(async () => fireEvent.keyDown(await shown(), { key: "Escape" }))
    act(() => void confirm("确定删除该商品吗？").then((ok) => answers.push(ok)))
    await act(async () =>
      fireEvent.click(within(await shown()).getByRole("button", { name: T["confirm.ok"] })),
    )
    await waitFor(() => expect(answers).toEqual([false, false, true]))
  })

  it("shows one dialog at a time, in the order asked", async () => {
    render(<DialogHost />)
    act(() => {
      void alert("第一条")
      void alert("第二条")
    })
    expect(within(await shown()).getByText("第一条")).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: T["confirm.ok"] })))
    expect(within(await shown()).getByText("第二条")).toBeTruthy()
    expect(dialogQueue.value).toHaveLength(1)
  })

  it("a further button closes the dialog and does what it offers", async () => {
    render(<DialogHost />)
    const onSelect = vi.fn()
    act(
      () =>
        void alert("收藏成功", { title: "收藏成功", action: { label: "查看我的收藏", onSelect } }),
    )
    await act(async () =>
      fireEvent.click(within(await shown()).getByRole("button", { name: "查看我的收藏" })),
    )
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(dialogQueue.value).toEqual([])
  })

  it("focus goes into the dialog and back to what had it when the dialog closes", async () => {
    render(
      <>
        <button type="button">删除</button>
        <DialogHost />
      </>,
    )
    const opener = screen.getByRole("button", { name: "删除" })
    opener.focus()
    act(() => void confirm("确定删除该商品吗？"))
    const dialog = await shown()
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: T["confirm.cancel"] })),
    )
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it("the timeout dialog is shown once however many calls time out, and 刷新 reloads", async () => {
    const reload = vi.spyOn(browser, "reloadPage").mockImplementation(() => {})
    render(<DialogHost />)
    act(() => {
      timeoutAlert()
      timeoutAlert()
    })
    expect(dialogQueue.value).toHaveLength(1)
    await act(async () =>
      fireEvent.click(
        within(await shown()).getByRole("button", { name: T["error.timeout.button"] }),
      ),
    )
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })
})

describe("Dialog", () => {
  function Page() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onClick={() => setOpen(true)}>打开</Button>
        <Dialog open={open} onOpenChange={setOpen} title="在线客服" closeLabel="关闭">
          <p>内容</p>
        </Dialog>
      </>
    )
  }

  it("draws nothing until first opened; a close button in its head closes it", async () => {
    render(<Page />)
    expect(screen.queryByRole("dialog")).toBeNull()
    const opener = screen.getByRole("button", { name: "打开" })
    // a click focuses the button it presses (fireEvent does not)
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole("dialog", { name: "在线客服" })
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "关闭" })))
    expect(screen.queryByRole("dialog")).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})

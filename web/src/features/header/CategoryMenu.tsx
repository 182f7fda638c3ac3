/**
 * 全部商品分类: a disclosure menu (WAI-ARIA) over the first 7 category entries. Enter or Space on
 * the button opens and closes it, ↓ opens it on its first entry and ↑ on its last; Esc closes it
 * and returns focus to the button. The list and its keys (`CategoryList.tsx`) load on the menu's
 * first use (the pointer over it, focus on its button), so the first paint does not carry them; a
 * request made meanwhile is answered once it is drawn.
 */
import * as Messages from "@mall/core/Messages"
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react"
import { Button } from "../../lib/ui/Button.tsx"
import { focusElement } from "../../lib/ui/focus.ts"
import styles from "./Header.module.css"

const loadList = () => import("./CategoryList.tsx")
let listLoading: ReturnType<typeof loadList> | null = null
/** Starts loading the list (once). */
const prepare = () => {
  listLoading ??= loadList()
  listLoading.catch(() => {
    // the next use tries again
    listLoading = null
  })
}
const CategoryList = lazy(() => {
  prepare()
  return listLoading!.then((m) => ({ default: m.CategoryList }))
})

export function CategoryMenu() {
  const [open, setOpen] = useState(false)
  // the list is drawn from the menu's first use on (hidden while closed)
  const [used, setUsed] = useState(false)
  const [focus, setFocus] = useState<"first" | "last" | null>(null)
  const listId = useId()
  const button = useRef<HTMLButtonElement>(null)

  const startUsing = () => {
    prepare()
    setUsed(true)
  }
  const show = (next: boolean) => {
    if (next) startUsing()
    setOpen(next)
  }
  const openOn = (which: "first" | "last") => {
    show(true)
    setFocus(which)
  }
  const focused = useCallback(() => setFocus(null), [])
  const close = useCallback(() => {
    setOpen(false)
    focusElement(button.current)
  }, [])
  const followed = useCallback(() => setOpen(false), [])
  // until the list is drawn, an empty one stands for it (the button's aria-controls names it)
  const placeholder = <ul id={listId} className={styles.categoryList} hidden />

  return (
    <div
      className={styles.categoryMenu}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false)
      }}
    >
      <Button
        ref={button}
        variant="primary"
        size="lg"
        className={styles.categoryButton}
        aria-expanded={open}
        aria-controls={listId}
        onFocus={startUsing}
        // Enter and Space (a click without a pointer, detail 0) toggle; a mouse click opens (the
        // pointer's hover has opened it already)
        onClick={(e) => show(e.detail === 0 ? !open : true)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault()
            openOn("first")
          } else if (e.key === "ArrowUp") {
            e.preventDefault()
            openOn("last")
          } else if (e.key === "Escape" && open) {
            e.preventDefault()
            setOpen(false)
          }
        }}
      >
        {Messages.shell.allCategories}
      </Button>
      {used ? (
        <Suspense fallback={placeholder}>
          <CategoryList
            id={listId}
            open={open}
            focus={focus}
            focused={focused}
            close={close}
            followed={followed}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}

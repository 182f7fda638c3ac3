/**
 * 全部商品分类: the first 7 category entries, each with a flyout of its children. A disclosure
 * menu for the keyboard (WAI-ARIA): Enter or Space on the button opens and closes it, ↓ opens it
 * on its first entry; ↑/↓ (Home/End) move between entries, → enters an entry's children and ←
 * comes back; Esc closes it and returns focus to the button.
 */
import * as Messages from "@mall/core/Messages"
import { useId, useRef, useState, type KeyboardEvent } from "react"
import { Button } from "../../lib/ui/Button.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { focusElement, rovingTarget } from "../../lib/ui/focus.ts"
import { categoryHref, visibleMenu } from "./model.ts"
import styles from "./Header.module.css"

/** The top-level entry links and, per entry, its children's links. */
function links(list: HTMLElement | null): {
  top: HTMLElement[]
  childrenOf: (a: Element) => HTMLElement[]
} {
  const top = list === null ? [] : Array.from(list.querySelectorAll<HTMLElement>(":scope > li > a"))
  const childrenOf = (a: Element) =>
    Array.from(a.parentElement?.querySelectorAll<HTMLElement>(":scope > ul a") ?? [])
  return { top, childrenOf }
}

export function CategoryMenu() {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)

  const openOn = (which: "first" | "last") => {
    setOpen(true)
    requestAnimationFrame(() => {
      const { top } = links(list.current)
      focusElement((which === "first" ? top[0] : top[top.length - 1]) ?? null)
    })
  }
  const close = () => {
    setOpen(false)
    focusElement(button.current)
  }

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const target = e.target as HTMLElement
    const { top, childrenOf } = links(list.current)
    const topIndex = top.indexOf(target)
    if (e.key === "Escape") {
      e.preventDefault()
      close()
      return
    }
    if (topIndex >= 0) {
      if (e.key === "ArrowRight") {
        const first = childrenOf(target)[0]
        if (first !== undefined) {
          e.preventDefault()
          focusElement(first)
        }
        return
      }
      const next = rovingTarget(e.key, topIndex, top.length, "vertical")
      if (next !== null) {
        e.preventDefault()
        focusElement(top[next] ?? null)
      }
      return
    }
    // inside a flyout: ←/→ and ↑/↓ move among the children, ← on the first goes back up
    const parentLink = target
      .closest(`.${styles.categoryItem}`)
      ?.querySelector<HTMLElement>(":scope > a")
    if (parentLink == null) return
    const siblings = childrenOf(parentLink)
    const index = siblings.indexOf(target)
    if (e.key === "ArrowLeft" && index === 0) {
      e.preventDefault()
      focusElement(parentLink)
      return
    }
    const step =
      e.key === "ArrowLeft" || e.key === "ArrowUp"
        ? "ArrowLeft"
        : e.key === "ArrowRight" || e.key === "ArrowDown"
          ? "ArrowRight"
          : e.key
    const next = rovingTarget(step, index, siblings.length, "horizontal")
    if (next !== null) {
      e.preventDefault()
      focusElement(siblings[next] ?? null)
    }
  }

  return (
    <div
      className={styles.categoryMenu}
      onMouseEnter={() => setOpen(true)}
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
        // Enter and Space (a click without a pointer, detail 0) toggle; a mouse click opens (the
        // pointer's hover has opened it already)
        onClick={(e) => setOpen((o) => (e.detail === 0 ? !o : true))}
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
      <ul
        id={listId}
        ref={list}
        className={styles.categoryList}
        hidden={!open}
        onKeyDown={onListKey}
      >
        {visibleMenu.value.map((entry) => (
          <li key={entry.id} className={styles.categoryItem}>
            <Link to={categoryHref(entry)} onClick={() => setOpen(false)}>
              {entry.name}
            </Link>
            {entry.children !== undefined && entry.children.length > 0 && (
              <ul className={styles.flyout} aria-label={entry.name}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <Link to={categoryHref(child)} onClick={() => setOpen(false)}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

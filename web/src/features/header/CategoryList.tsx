/**
 * The list of 全部商品分类 (see CategoryMenu.tsx), loaded on the menu's first use: the first 7
 * category entries, each with a flyout of its children, and its keys: ↑/↓ (Home/End) move between
 * entries, → enters an entry's children and ← comes back, Esc closes the menu. Asked to, it
 * focuses its first or last entry once drawn open.
 */
import { useLayoutEffect, useRef, type KeyboardEvent } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { focusElement } from "../../lib/ui/focus.ts"
import { rovingTarget } from "../../lib/ui/roving.ts"
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

export type CategoryListProps = {
  id: string
  open: boolean
  /** The entry to focus once drawn open (then `focused` is called), or null. */
  focus: "first" | "last" | null
  focused: () => void
  /** Closes the menu and returns focus to its button (Esc). */
  close: () => void
  /** A link was followed: the menu closes. */
  followed: () => void
}

export function CategoryList({ id, open, focus, focused, close, followed }: CategoryListProps) {
  const list = useRef<HTMLUListElement>(null)
  useLayoutEffect(() => {
    if (!open || focus === null) return
    const { top } = links(list.current)
    focusElement((focus === "first" ? top[0] : top[top.length - 1]) ?? null)
    focused()
  }, [open, focus, focused])

  const onKey = (e: KeyboardEvent<HTMLUListElement>) => {
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
    <ul id={id} ref={list} className={styles.categoryList} hidden={!open} onKeyDown={onKey}>
      {visibleMenu.value.map((entry) => (
        <li key={entry.id} className={styles.categoryItem}>
          <Link to={categoryHref(entry)} onClick={followed}>
            {entry.name}
          </Link>
          {entry.children !== undefined && entry.children.length > 0 && (
            <ul className={styles.flyout} aria-label={entry.name}>
              {entry.children.map((child) => (
                <li key={child.id}>
                  <Link to={categoryHref(child)} onClick={followed}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

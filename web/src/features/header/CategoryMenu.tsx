/** 全部商品分类: the first 7 category entries, each with a flyout of its children. */
import * as Messages from "@mall/core/Messages"
import { useId, useState } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { categoryHref, visibleMenu } from "./model.ts"
import styles from "./Header.module.css"

export function CategoryMenu() {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <div
      className={styles.categoryMenu}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false)
      }}
    >
      <button
        type="button"
        className={styles.categoryButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(true)}
      >
        {Messages.shell.allCategories}
      </button>
      <ul id={listId} className={styles.categoryList} hidden={!open}>
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

/**
 * The header search box: an ARIA combobox with live suggestions, the 药品名称/生产厂家 mode and
 * the 热门搜索 words under it. All behaviour is in `model.ts` (core SearchBox), whose machine
 * loads when the buyer first points at or focuses the box.
 */
import * as Messages from "@mall/core/Messages"
import type * as CoreSearchBox from "@mall/core/SearchBox"
import { useEffect, useId } from "react"
import { Button } from "../../lib/ui/Button.tsx"
import { Select, TextInput } from "../../lib/ui/Input.tsx"
import { Icon } from "../../lib/ui/Icon.tsx"
import {
  blur,
  dropdown,
  hot,
  input,
  key,
  keyword,
  loadHot,
  mode,
  pick,
  prepare,
  searchFor,
  setMode,
} from "./model.ts"
import styles from "./SearchBox.module.css"
import { searchIcon } from "../../lib/ui/icons/search.ts"

const t = Messages.text
const modes = [
  { value: "name", label: t["search.mode.name"] },
  { value: "maker", label: t["search.mode.maker"] },
]
const KEYS = new Set(["ArrowDown", "ArrowUp", "Escape"])

export function SearchBox() {
  const id = useId()
  const listId = `${id}-list`
  useEffect(() => {
    loadHot()
  }, [])
  const dd = dropdown.value
  const open = dd._tag !== "Closed"
  // the combobox is expanded exactly while its listbox shows: 搜索中... and 暂无数据 are a status
  // under the box, with the listbox hidden
  const listShown = dd._tag === "Suggestions"
  const highlighted = dd._tag === "Suggestions" ? dd.highlighted : -1
  return (
    <div className={styles.box}>
      <form
        role="search"
        className={styles.form}
        onPointerEnter={() => void prepare()}
        onSubmit={(e) => {
          e.preventDefault()
          key("Enter")
        }}
      >
        <Select
          aria-label={Messages.shell.searchMode}
          className={styles.mode}
          value={mode.value}
          options={modes}
          onChange={(e) => setMode(e.target.value as CoreSearchBox.Mode)}
        />
        <TextInput
          role="combobox"
          aria-label={t["search.button"]}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={highlighted >= 0 ? `${id}-opt-${highlighted}` : undefined}
          autoComplete="off"
          className={styles.input}
          placeholder={
            mode.value === "maker" ? Messages.a11y.makerPlaceholder : t["search.placeholder"]
          }
          value={keyword.value}
          onChange={(e) => input(e.target.value)}
          onFocus={() => void prepare()}
          onBlur={blur}
          onKeyDown={(e) => {
            if (!KEYS.has(e.key)) return
            e.preventDefault()
            key(e.key as "ArrowDown" | "ArrowUp" | "Escape")
          }}
        />
        <Button type="submit" variant="primary" size="md" className={styles.submit}>
          <Icon d={searchIcon} />
          {t["search.button"]}
        </Button>
        <div className={styles.dropdown} hidden={!open}>
          {(dd._tag === "Searching" || dd._tag === "Empty") && (
            <div role="status" className={styles.note}>
              {dd.text}
            </div>
          )}
          <div
            id={listId}
            role="listbox"
            aria-label={Messages.shell.suggestions}
            hidden={!listShown}
          >
            {dd._tag === "Suggestions" &&
              dd.items.map((s, i) => (
                <div
                  key={`${i}-${s.keyword}`}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === highlighted}
                  className={
                    i === highlighted ? `${styles.option} ${styles.active}` : styles.option
                  }
                  onMouseDown={(e) => {
                    e.preventDefault()
                    pick(i)
                  }}
                >
                  {s.keyword}
                </div>
              ))}
          </div>
        </div>
      </form>
      {hot.value.length > 0 && (
        <div className={styles.hot}>
          <span>{t["search.hot"]}：</span>
          <ul>
            {hot.value.map((word) => (
              <li key={word}>
                <Button variant="text" onClick={() => searchFor(word)}>
                  {word}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

/**
 * Tabs (WAI-ARIA tabs pattern): a row of tabs drawn as buttons (the chosen one primary) over one
 * panel each. One Tab stop, the chosen tab; ←/→, Home/End choose and focus another; each panel is
 * a Tab stop of its own, labelled by its tab. The chosen tab is the caller's state.
 *
 * A panel's content is drawn once its tab is first chosen, and kept after: a page opens with the
 * chosen panel built, not those behind the other tabs (the goods detail's 说明书, server HTML
 * sanitised as it is drawn).
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import { Button } from "./Button.tsx"
import { focusElement } from "./focus.ts"
import { rovingTarget } from "./roving.ts"
import styles from "./Tabs.module.css"

export type Tab<V extends string> = {
  readonly value: V
  readonly label: string
  readonly panel: ReactNode
}

export function Tabs<V extends string>({
  tabs,
  chosen,
  onChoose,
  idPrefix,
}: {
  tabs: ReadonlyArray<Tab<V>>
  chosen: V
  onChoose: (value: V) => void
  /** Prefix of the tabs' and panels' ids (unique on the page). */
  idPrefix: string
}) {
  const list = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState<ReadonlySet<V>>(() => new Set([chosen]))
  if (!drawn.has(chosen)) setDrawn(new Set([...drawn, chosen]))
  const index = tabs.findIndex((t) => t.value === chosen)
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = rovingTarget(e.key, index, tabs.length, "horizontal")
    const t = next === null ? undefined : tabs[next]
    if (t === undefined) return
    e.preventDefault()
    onChoose(t.value)
    focusElement(list.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${t.value}`) ?? null)
  }
  return (
    <div className={styles.tabs} data-ui="tabs">
      <div role="tablist" className={styles.list} ref={list} onKeyDown={onKey}>
        {tabs.map((t) => (
          <Button
            key={t.value}
            role="tab"
            id={`${idPrefix}-tab-${t.value}`}
            variant={t.value === chosen ? "primary" : "secondary"}
            aria-selected={t.value === chosen}
            aria-controls={`${idPrefix}-panel-${t.value}`}
            tabIndex={t.value === chosen ? 0 : -1}
            onClick={() => onChoose(t.value)}
          >
            {t.label}
          </Button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.value}
          role="tabpanel"
          id={`${idPrefix}-panel-${t.value}`}
          aria-labelledby={`${idPrefix}-tab-${t.value}`}
          tabIndex={0}
          hidden={t.value !== chosen}
          className={styles.panel}
        >
          {drawn.has(t.value) ? t.panel : null}
        </div>
      ))}
    </div>
  )
}

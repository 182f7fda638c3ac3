/** The frame of a campaign page (its header with the one h1, above its parts) and an activity's rules card. */
import * as Messages from "@mall/core/Messages"
import type { ReactNode } from "react"
import { Card } from "../../lib/ui/Card.tsx"
import { PageHeader, type PageHeaderProps } from "../../lib/ui/PageHeader.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import styles from "./Campaigns.module.css"

export function Frame({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <div className={`page-width ${pageStyles.page} ${styles.stack}`}>
      <PageHeader {...header} />
      {children}
    </div>
  )
}

/** An activity's rules (server HTML), under its goods. */
export function Rules({ html }: { html: string }) {
  return (
    <div className={styles.rules}>
      <Card title={Messages.zones.rule}>
        <SafeHtml html={html} className={styles.rule} />
      </Card>
    </div>
  )
}

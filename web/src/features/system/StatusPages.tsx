/** 页面不存在, 活动不存在 and the 加载中 screens: a card with what happened and the way home. */
import * as Messages from "@mall/core/Messages"
import { useEffect, type ReactNode } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState, type EmptyStateProps } from "../../lib/ui/EmptyState.tsx"
import { activityTarget, loadingTarget } from "./model.ts"
import styles from "./StatusPages.module.css"

const home = Messages.text["header.backHome"]

function StatusCard({
  tone,
  title,
  children,
  home: withHome = true,
}: {
  tone: EmptyStateProps["tone"]
  title: string
  children?: ReactNode
  home?: boolean
}) {
  return (
    <div className={`page-width ${styles.page}`}>
      <Card>
        <EmptyState
          tone={tone}
          title={title}
          titleLevel={1}
          actions={
            withHome ? (
              <ButtonLink variant="primary" to="/">
                {home}
              </ButtonLink>
            ) : undefined
          }
        >
          {children}
        </EmptyState>
      </Card>
    </div>
  )
}

export function NotFoundPage() {
  return (
    <StatusCard tone="empty" title={Messages.pageTitles.notFound}>
      {Messages.system.notFoundHint}
    </StatusCard>
  )
}

export function NoActivityPage() {
  return (
    <StatusCard tone="empty" title={Messages.pageTitles.noActivity}>
      {Messages.system.noActivityHint}
    </StatusCard>
  )
}

/** A 加载中 screen that replaces itself with `target(location.search)`. */
export function LoadingPage({ activity = false }: { activity?: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const to = activity ? activityTarget(location.search) : loadingTarget(location.search)
    void navigate(to, { replace: true })
  }, [activity, location.search, navigate])
  return (
    <div aria-busy="true">
      <StatusCard tone="info" title={Messages.pageTitles.loading} home={false} />
    </div>
  )
}

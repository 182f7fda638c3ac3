/**
 * What a list shows for each state of its resource: a skeleton of the list's own size while the
 * first answer is on its way (nothing moves when it arrives), the empty message, the failure with
 * 重新加载, what the page says when the thing it shows does not exist, and otherwise the list itself
 * (dimmed while a newer page loads, never blanked).
 */
import * as Messages from "@mall/core/Messages"
import type { ReactNode } from "react"
import { EmptyState } from "../ui/EmptyState.tsx"
import { FailedNotice } from "./FailedNotice.tsx"
import { MissingNotice, type MissingNoticeProps } from "./MissingNotice.tsx"
import type { Resource } from "./resource.ts"
import styles from "./Kit.module.css"

export type ListStateProps<A> = {
  resource: Resource<unknown, A>
  /** True when the data has nothing to show (the empty message is shown instead). */
  isEmpty: (data: A) => boolean
  /** The empty state (default 暂无数据). */
  empty?: ReactNode
  /** What the buyer can do when the list is empty (去积分商城…). */
  emptyActions?: ReactNode
  /** Rows of the skeleton (the list's page size, so the page keeps its height). */
  rows?: number
  /** What the page says when the server answers that the thing does not exist (default 暂无数据). */
  missing?: MissingNoticeProps
  children: (data: A) => ReactNode
}

export function ListState<A>({
  resource,
  isEmpty,
  empty,
  emptyActions,
  rows = 10,
  missing,
  children,
}: ListStateProps<A>) {
  const status = resource.status.value
  const data = resource.data.value
  if (status === "missing") {
    return missing === undefined ? (
      <EmptyState role="alert">{Messages.kit.empty}</EmptyState>
    ) : (
      <MissingNotice {...missing} />
    )
  }
  if (status === "failed") return <FailedNotice onRetry={() => void resource.reload()} />
  if (data === null) {
    return (
      <div
        className={styles.skeleton}
        role="status"
        aria-busy="true"
        aria-label={Messages.common.loading}
      >
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className={styles.skeletonRow} />
        ))}
      </div>
    )
  }
  if (isEmpty(data))
    return <EmptyState actions={emptyActions}>{empty ?? Messages.kit.empty}</EmptyState>
  return (
    <div
      className={status === "loading" ? styles.stale : undefined}
      aria-busy={status === "loading"}
    >
      {children(data)}
    </div>
  )
}

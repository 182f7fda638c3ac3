/**
 * What a page says when its data could not be loaded (the failure itself was already shown by the
 * client: 系统繁忙, 请求超时…): 加载失败 with 重新加载, which asks again. Announced when it appears.
 */
import * as Messages from "@mall/core/Messages"
import { Button } from "../ui/Button.tsx"
import { EmptyState } from "../ui/EmptyState.tsx"

export function FailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      tone="error"
      role="alert"
      actions={
        <Button size="sm" onClick={onRetry}>
          {Messages.kit.retry}
        </Button>
      }
    >
      {Messages.kit.loadFailed}
    </EmptyState>
  )
}

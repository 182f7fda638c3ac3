/**
 * What a page says when its data could not be loaded (the failure itself was already shown by the
 * client: 系统繁忙, 请求超时…): 加载失败 with 重新加载, which asks again. Announced when it appears.
 */
import * as Messages from "@mall/core/Messages"
import styles from "./Kit.module.css"

export function FailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.notice} role="alert">
      {Messages.kit.loadFailed}{" "}
      <button type="button" className={styles.linkButton} onClick={onRetry}>
        {Messages.kit.retry}
      </button>
    </p>
  )
}

/**
 * What a page says when the thing it shows does not exist (the server answered 404 for an order,
 * a return, an article by its id), with the link back to where such things are listed. Announced
 * when it appears; no 重新加载, since asking again cannot help.
 */
import { ButtonLink } from "../ui/Button.tsx"
import { EmptyState } from "../ui/EmptyState.tsx"

export type MissingNoticeProps = { text: string; back: string; backText: string }

/** `订单不存在 返回我的订单`. */
export function MissingNotice({ text, back, backText }: MissingNoticeProps) {
  return (
    <EmptyState
      tone="info"
      role="alert"
      actions={
        <ButtonLink to={back} size="sm">
          {backText}
        </ButtonLink>
      }
    >
      {text}
    </EmptyState>
  )
}

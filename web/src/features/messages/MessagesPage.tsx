/**
 * 我的消息: messages page by page with their unread state; marking read updates the badge. A
 * message's title is not a heading (titles repeat from message to message); 全部标为已读 sits in
 * the page's title row (`MarkAllRead`).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { list, marking, markRead, spec, unreadOnPage } from "./model.ts"
import styles from "./Messages.module.css"

const M = Messages.member.messages

/** 全部标为已读: every unread message of the page shown. */
export function MarkAllRead() {
  const unread = unreadOnPage.value
  return (
    <Button disabled={marking.value || unread.length === 0} onClick={() => void markRead(unread)}>
      {M.markAllRead}
    </Button>
  )
}

export function MessagesPage() {
  const { values, hrefOf } = useListQuery(spec)
  useEffect(() => {
    void list.load(values)
  }, [values])
  return (
    <>
      <StatusTabs
        label={M.heading}
        tabs={[
          { value: "all", label: M.all },
          { value: "unread", label: M.unread },
          { value: "read", label: M.read },
        ]}
        current={values.show}
        hrefOf={(v) => hrefOf({ show: v })}
      />
      <PagedList resource={list} empty={M.none} hrefOf={(p) => hrefOf({ page: p })}>
        {(messages) => (
          <ul className={styles.list}>
            {messages.map((m) => (
              <li
                key={m.id}
                className={styles.item}
                data-testid="message"
                data-unread={m.is_read === 0 ? "1" : "0"}
              >
                <StatusBadge tone={m.is_read === 0 ? "danger" : "muted"}>
                  {m.is_read === 0 ? M.unread : M.read}
                </StatusBadge>
                <strong className={styles.title}>{m.title}</strong>
                <time className={styles.time}>{m.created_at}</time>
                <p className={styles.content}>{m.content}</p>
                {m.is_read === 0 && (
                  <span className={styles.action}>
                    <Button
                      variant="text"
                      disabled={marking.value}
                      onClick={() => void markRead([m.id])}
                      aria-label={`${M.markRead} ${m.title} ${m.created_at}`}
                    >
                      {M.markRead}
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  )
}

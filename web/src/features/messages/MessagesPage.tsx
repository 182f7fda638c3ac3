/** 我的消息: messages page by page with their unread state; marking read updates the badge. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { list, marking, markRead, spec } from "./model.ts"
import styles from "./Messages.module.css"

const M = Messages.member.messages

export function MessagesPage() {
  const { values, hrefOf } = useListQuery(spec)
  useEffect(() => {
    void list.load(values)
  }, [values])
  const unreadOnPage = (list.data.value?.data ?? []).filter((m) => m.is_read === 0).map((m) => m.id)
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
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
        <Button
          size="sm"
          disabled={marking.value || unreadOnPage.length === 0}
          onClick={() => void markRead(unreadOnPage)}
        >
          {M.markAllRead}
        </Button>
      </div>
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
                <div className={styles.head}>
                  <StatusBadge tone={m.is_read === 0 ? "danger" : "muted"}>
                    {m.is_read === 0 ? M.unread : M.read}
                  </StatusBadge>
                  <h2 className={styles.title}>{m.title}</h2>
                  <time className={styles.time}>{m.created_at}</time>
                </div>
                <p className={styles.content}>{m.content}</p>
                {m.is_read === 0 && (
                  <Button
                    size="sm"
                    disabled={marking.value}
                    onClick={() => void markRead([m.id])}
                    aria-label={`${M.markRead} ${m.title} ${m.created_at}`}
                  >
                    {M.markRead}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  )
}

/**
 * The news pages: the list of one type with its tabs and pager (each item its title, date and
 * summary line, core ArticleSummary: never the title again), and one item with the previous and
 * next of its type.
 */
import * as ArticleSummary from "@mall/core/ArticleSummary"
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as NewsType from "@mall/core/NewsType"
import { useEffect } from "react"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { MissingNotice } from "../../lib/kit/MissingNotice.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import { newsItem, newsList, query } from "./model.ts"
import styles from "./News.module.css"

const TITLES: Record<NewsType.NewsType, string> = {
  hy: Messages.pageTitles.news_hy,
  company: Messages.pageTitles.news_company,
}

function Tabs({ current }: { current: NewsType.NewsType }) {
  return (
    <StatusTabs
      label={Messages.news.tabsLabel}
      tabs={[
        { value: "hy", label: TITLES.hy },
        { value: "company", label: TITLES.company },
      ]}
      current={current}
      hrefOf={(v) => `/news/${v}`}
    />
  )
}

export function NewsList({ type }: { type: NewsType.NewsType }) {
  const { values, hrefOf } = useListQuery(query)
  useEffect(() => {
    void newsList.load({ ...values, type })
  }, [values, type])
  return (
    <div className={`page-width ${styles.page}`}>
      <PageHeader title={TITLES[type]} />
      <Card>
        <Tabs current={type} />
        <PagedList
          resource={newsList}
          rows={10}
          empty={<EmptyState>{Messages.news.empty}</EmptyState>}
          hrefOf={(p) => hrefOf({ page: p })}
        >
          {(news) => (
            <ul className={styles.list}>
              {news.map((n) => {
                const summary = ArticleSummary.of(n)
                return (
                  <li key={n.id} className={styles.item}>
                    <Link to={NewsType.href(n.id, type)} className={styles.title}>
                      {n.title}
                    </Link>
                    <time className={styles.date}>{DateTime.display(n.created_at)}</time>
                    {summary !== null && <p className={styles.summary}>{summary}</p>}
                  </li>
                )
              })}
            </ul>
          )}
        </PagedList>
      </Card>
    </div>
  )
}

export function NewsItem({ id, type }: { id: number; type: NewsType.NewsType }) {
  useEffect(() => {
    void newsItem.load({ id, type })
  }, [id, type])
  const d = newsItem.data.value
  const status = newsItem.status.value
  const back = { to: `/news/${type}`, label: Messages.news.backToList }
  return (
    <div className={`page-width ${styles.page}`}>
      <Card>
        {status === "missing" || status === "failed" ? (
          <>
            <PageHeader title={Messages.pageTitles.news_info} />
            {status === "missing" ? (
              <MissingNotice text={Messages.news.notFound} back={back.to} backText={back.label} />
            ) : (
              <FailedNotice onRetry={() => void newsItem.reload()} />
            )}
          </>
        ) : d === null || d.id !== id ? (
          <div className={styles.loading} aria-busy="true">
            <PageHeader title={Messages.pageTitles.news_info} />
          </div>
        ) : (
          <article>
            <PageHeader
              title={d.title}
              back={back}
              description={
                <>
                  {Messages.news.published}：<time>{DateTime.display(d.created_at)}</time>
                </>
              }
            />
            <SafeHtml html={d.content ?? ""} className={styles.content} />
            <nav
              className={styles.siblings}
              aria-label={`${Messages.news.prev}/${Messages.news.next}`}
            >
              {(
                [
                  [Messages.news.prev, d.prev],
                  [Messages.news.next, d.next],
                ] as const
              ).map(([label, sibling]) => (
                <p key={label}>
                  {label}：
                  {sibling ? (
                    <Link to={NewsType.href(sibling.id, type)}>{sibling.title}</Link>
                  ) : (
                    Messages.news.none
                  )}
                </p>
              ))}
            </nav>
          </article>
        )}
      </Card>
    </div>
  )
}

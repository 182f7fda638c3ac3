/** The news pages: the list of one type with its tabs and pager, and one item. */
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { MissingNotice } from "../../lib/kit/MissingNotice.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import * as NewsType from "@mall/core/NewsType"
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
      <h1 className={styles.heading}>{TITLES[type]}</h1>
      <Tabs current={type} />
      <PagedList
        resource={newsList}
        rows={10}
        empty={<p className={styles.empty}>{Messages.news.empty}</p>}
        hrefOf={(p) => hrefOf({ page: p })}
      >
        {(news) => (
          <ul className={styles.list}>
            {news.map((n) => (
              <li key={n.id} className={styles.item}>
                <Link to={NewsType.href(n.id, type)} className={styles.title}>
                  {n.title}
                </Link>
                {n.summary !== undefined && <p className={styles.summary}>{n.summary}</p>}
                <time className={styles.date}>{DateTime.display(n.created_at)}</time>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  )
}

export function NewsItem({ id, type }: { id: number; type: NewsType.NewsType }) {
  useEffect(() => {
    void newsItem.load({ id, type })
  }, [id, type])
  const d = newsItem.data.value
  const status = newsItem.status.value
  return (
    <div className={`page-width ${styles.page}`}>
      {status === "missing" || status === "failed" ? (
        <>
          <h1 className={styles.heading}>{Messages.pageTitles.news_info}</h1>
          {status === "missing" ? (
            <MissingNotice
              text={Messages.news.notFound}
              back={`/news/${type}`}
              backText={Messages.news.backToList}
            />
          ) : (
            <FailedNotice onRetry={() => void newsItem.reload()} />
          )}
        </>
      ) : d === null || d.id !== id ? (
        <div className={styles.loading} aria-busy="true">
          <h1 className={styles.heading}>{Messages.pageTitles.news_info}</h1>
        </div>
      ) : (
        <article className={styles.article}>
          <h1 className={styles.heading}>{d.title}</h1>
          <p className={styles.meta}>
            {Messages.news.published}：<time>{DateTime.display(d.created_at)}</time>
          </p>
          <SafeHtml html={d.content ?? ""} className={styles.content} />
          <nav
            className={styles.siblings}
            aria-label={`${Messages.news.prev}/${Messages.news.next}`}
          >
            <p>
              {Messages.news.prev}：
              {d.prev ? (
                <Link to={NewsType.href(d.prev.id, type)}>{d.prev.title}</Link>
              ) : (
                Messages.news.none
              )}
            </p>
            <p>
              {Messages.news.next}：
              {d.next ? (
                <Link to={NewsType.href(d.next.id, type)}>{d.next.title}</Link>
              ) : (
                Messages.news.none
              )}
            </p>
            <p>
              <Link to={`/news/${type}`}>{Messages.news.backToList}</Link>
            </p>
          </nav>
        </article>
      )}
    </div>
  )
}

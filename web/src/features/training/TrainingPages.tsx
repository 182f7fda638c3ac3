/** 药学堂: the hub (/yxt), a category's list (/yxt-list) and a course (/yxt-details). */
import * as Messages from "@mall/core/Messages"
import { useEffect, type ReactNode } from "react"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { Link } from "../../lib/ui/Link.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import { CourseCard, listHref } from "./CourseCard.tsx"
import * as Model from "./model.ts"
import styles from "./Training.module.css"

function Layout({ current, children }: { current: number | null; children: ReactNode }) {
  useEffect(() => {
    void Model.categories.load(null)
  }, [])
  const M = Messages.zones
  const cats = Model.categories.data.value ?? []
  return (
    <div className={`page-width ${pageStyles.page}`}>
      <h1>{Messages.pageTitles.yxt}</h1>
      <div className={styles.layout}>
        <nav aria-labelledby="yxt-categories">
          <ul className={styles.categories}>
            <li>
              <h2 id="yxt-categories">{M.yxtCategories}</h2>
            </li>
            <li>
              <Link
                to={listHref(null)}
                className={current === null ? styles.categoryActive : styles.category}
              >
                {M.yxtAll}
              </Link>
            </li>
            {cats.map((c) => (
              <li key={c.id}>
                <Link
                  to={listHref(c.id)}
                  className={current === c.id ? styles.categoryActive : styles.category}
                  aria-current={current === c.id ? "page" : undefined}
                >
                  <span>{c.name}</span>
                  <span>{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </div>
  )
}

function Courses({ hrefOf }: { hrefOf: (page: number) => string }) {
  return (
    <PagedList resource={Model.courses} rows={4} hrefOf={hrefOf}>
      {(courses) => (
        <ul className={styles.courses}>
          {courses.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </ul>
      )}
    </PagedList>
  )
}

export function TrainingHubPage() {
  useEffect(() => {
    void Model.courses.load({ page: 1, category: null })
  }, [])
  return (
    <Layout current={null}>
      <h2>{Messages.zones.yxtLatest}</h2>
      <Courses hrefOf={(p) => `/yxt-list?page=${p}`} />
    </Layout>
  )
}

export function TrainingListPage() {
  const { values, hrefOf } = useListQuery(Model.listSpec)
  const category = Model.idOf(values.category_id)
  useEffect(() => {
    void Model.courses.load({ page: values.page, category })
  }, [values, category])
  const name = Model.categories.data.value?.find((c) => c.id === category)?.name
  return (
    <Layout current={category}>
      <h2>{name ?? Messages.zones.yxtAll}</h2>
      <Courses hrefOf={(p) => hrefOf({ page: p })} />
    </Layout>
  )
}

export function TrainingDetailsPage() {
  const { values } = useListQuery(Model.detailSpec)
  const id = Model.idOf(values.id)
  useEffect(() => {
    if (id === null) navigateTo("/404", { replace: true })
    else void Model.course.load(id)
  }, [id])
  const M = Messages.zones
  return (
    <Layout current={Model.course.data.value?.category_id ?? null}>
      <ListState resource={Model.course} isEmpty={() => false} rows={6}>
        {(c) =>
          c.id !== id ? null : (
            <article className={styles.details} aria-labelledby="course-title">
              <h2 id="course-title">{c.title}</h2>
              <p className={styles.meta}>
                <span>{c.category_name}</span>
                <span>
                  {M.yxtLecturer}：{c.lecturer}
                </span>
                <span>
                  {M.yxtDuration}：{M.minutes(c.duration)}
                </span>
                <span>{M.yxtViews(c.views)}</span>
              </p>
              <SafeHtml html={c.content} />
              <p>
                <Link to={listHref(c.category_id)}>{M.yxtBack}</Link>
              </p>
            </article>
          )
        }
      </ListState>
    </Layout>
  )
}

/**
 * 药学堂: the hub (/yxt), a category's list (/yxt-list) and a course (/yxt-details), each with the
 * categories beside the courses. The course page's h1 is the course's title, and its text loses a
 * heading repeating it (core Heading.withoutTitle).
 */
import * as Messages from "@mall/core/Messages"
import * as Heading from "@mall/core/Heading"
import { useEffect, type ReactNode } from "react"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { Card } from "../../lib/ui/Card.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import { PageHeader, type PageHeaderProps } from "../../lib/ui/PageHeader.tsx"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import { CourseCard, listHref } from "./CourseCard.tsx"
import * as Model from "./model.ts"
import styles from "./Training.module.css"

function Layout({
  current,
  header,
  children,
}: {
  current: number | null
  header: PageHeaderProps
  children: ReactNode
}) {
  useEffect(() => {
    void Model.categories.load(null)
  }, [])
  const M = Messages.zones
  const cats = Model.categories.data.value ?? []
  return (
    <div className={`page-width ${pageStyles.page}`}>
      <PageHeader {...header} />
      <div className={styles.layout}>
        <nav aria-labelledby="yxt-categories">
          <Card title={M.yxtCategories} headingId="yxt-categories" flush>
            <ul className={styles.categories}>
              <li>
                <Link
                  to={listHref(null)}
                  className={styles.category}
                  aria-current={current === null ? "page" : undefined}
                >
                  {M.yxtAll}
                </Link>
              </li>
              {cats.map((c) => (
                <li key={c.id}>
                  <Link
                    to={listHref(c.id)}
                    className={styles.category}
                    aria-current={current === c.id ? "page" : undefined}
                  >
                    <span>{c.name}</span>
                    <span className={styles.count}>{c.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </nav>
        <div>{children}</div>
      </div>
    </div>
  )
}

function Courses({ title, hrefOf }: { title: string; hrefOf: (page: number) => string }) {
  return (
    <Card title={title}>
      <PagedList resource={Model.courses} rows={4} hrefOf={hrefOf}>
        {(courses) => (
          <ul className={styles.courses}>
            {courses.map((c, i) => (
              <CourseCard key={c.id} course={c} index={i} />
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  )
}

export function TrainingHubPage() {
  useEffect(() => {
    void Model.courses.load({ page: 1, category: null })
  }, [])
  return (
    <Layout current={null} header={{ title: Messages.pageTitles.yxt }}>
      <Courses title={Messages.zones.yxtLatest} hrefOf={(p) => `/yxt-list?page=${p}`} />
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
    <Layout current={category} header={{ title: Messages.pageTitles.yxt }}>
      <Courses title={name ?? Messages.zones.yxtAll} hrefOf={(p) => hrefOf({ page: p })} />
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
  const loaded = Model.course.data.value
  const c = loaded !== null && loaded.id === id ? loaded : null
  return (
    <Layout
      current={c?.category_id ?? null}
      header={{
        title: c?.title ?? Messages.pageTitles.yxt,
        back: { to: listHref(c?.category_id ?? null), label: M.yxtBack },
        description:
          c === null ? undefined : (
            <span className={styles.facts}>
              <span>{c.category_name}</span>
              <span>
                {M.yxtLecturer}：{c.lecturer}
              </span>
              <span>
                {M.yxtDuration}：{M.minutes(c.duration)}
              </span>
              <span>{M.yxtViews(c.views)}</span>
            </span>
          ),
      }}
    >
      <ListState resource={Model.course} isEmpty={() => false} rows={6}>
        {(course) =>
          course.id !== id ? null : (
            <Card>
              <article className={styles.details} aria-label={course.title}>
                <Image src={course.cover} alt="" width={320} height={180} />
                <SafeHtml
                  html={Heading.withoutTitle(course.content, course.title)}
                  className={styles.content}
                />
              </article>
            </Card>
          )
        }
      </ListState>
    </Layout>
  )
}

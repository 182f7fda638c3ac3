/** One course of 药学堂 as a card: cover, title, category and lecturer, length and learners; links to its details. */
import * as Messages from "@mall/core/Messages"
import type { DataOf } from "@mall/core/Operation"
import type * as Op from "@mall/core/generated/operations"
import { Image, loadingAt } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import styles from "./Training.module.css"

export type Course = DataOf<typeof Op.getYxtCourseList>["data"][number]

export const detailsHref = (id: number): string => `/yxt-details?id=${id}`
export const listHref = (categoryId: number | null): string =>
  categoryId === null ? "/yxt-list" : `/yxt-list?category_id=${categoryId}`

export function CourseCard({ course, index }: { course: Course; index: number }) {
  const M = Messages.zones
  return (
    <li className={styles.course} data-testid="course">
      <Link to={detailsHref(course.id)} tabIndex={-1} aria-hidden="true">
        <Image src={course.cover} alt="" width={320} height={180} loading={loadingAt(index)} />
      </Link>
      <Link to={detailsHref(course.id)} className={styles.courseTitle}>
        {course.title}
      </Link>
      <span className={styles.meta}>
        <span>{course.category_name}</span>
        <span>
          {M.yxtLecturer}：{course.lecturer}
        </span>
      </span>
      <span className={styles.meta}>
        <span>
          {M.yxtDuration}：{M.minutes(course.duration)}
        </span>
        <span>{M.yxtViews(course.views)}</span>
      </span>
    </li>
  )
}

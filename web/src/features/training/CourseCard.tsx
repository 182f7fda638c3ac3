/** One course of 药学堂: cover, title, category, lecturer, length and learners; links to its details. */
import * as Messages from "@mall/core/Messages"
import type { DataOf } from "@mall/core/Operation"
import type * as Op from "@mall/core/generated/operations"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import styles from "./Training.module.css"

export type Course = DataOf<typeof Op.getYxtCourseList>["data"][number]

export const detailsHref = (id: number): string => `/yxt-details?id=${id}`
export const listHref = (categoryId: number | null): string =>
  categoryId === null ? "/yxt-list" : `/yxt-list?category_id=${categoryId}`

export function CourseCard({ course }: { course: Course }) {
  const M = Messages.zones
  return (
    <li className={styles.course} data-testid="course">
      <Link to={detailsHref(course.id)} tabIndex={-1} aria-hidden="true">
        <Image src={course.cover} alt="" width={320} height={180} />
      </Link>
      <h2>
        <Link to={detailsHref(course.id)}>{course.title}</Link>
      </h2>
      <p className={styles.meta}>
        <span>{course.category_name}</span>
        <span>
          {M.yxtLecturer}：{course.lecturer}
        </span>
      </p>
      <p className={styles.meta}>
        <span>
          {M.yxtDuration}：{M.minutes(course.duration)}
        </span>
        <span>{M.yxtViews(course.views)}</span>
      </p>
    </li>
  )
}

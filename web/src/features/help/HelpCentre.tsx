/**
 * One help layout for every /help/… page: the category tree (links to each article's page), the
 * article (sanitised HTML) chosen by the page or `?id=`, and below it the site's qualifications or
 * the complaints form when the article is theirs. An article that does not exist says so; one
 * that could not be read (or whose tree could not be) says 加载失败 with 重新加载.
 */
import * as HelpCentre from "@mall/core/HelpCentre"
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { useLocation } from "react-router-dom"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { FormView, SelectField, TextAreaField, TextField } from "../../lib/kit/Form.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import {
  article,
  articleFor,
  categories,
  complaint,
  complaintSent,
  loadHelp,
  missingArticle,
  qualifications,
  sendComplaint,
} from "./model.ts"
import styles from "./Help.module.css"

function Tree({ current }: { current: number | null }) {
  const tree = categories.data.value ?? []
  return (
    <nav className={styles.tree} aria-label={Messages.help.treeLabel}>
      <p className={styles.treeTitle}>{Messages.help.heading}</p>
      {tree.map((c) => (
        <section key={c.name}>
          <h2 className={styles.category}>{c.name}</h2>
          <ul>
            {c.children.map((ch) => (
              <li key={ch.id}>
                <Link
                  to={HelpCentre.href(ch)}
                  aria-current={ch.id === current ? "page" : undefined}
                  className={ch.id === current ? styles.current : undefined}
                >
                  {ch.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}

function Qualifications() {
  useEffect(() => {
    if (qualifications.status.peek() !== "ready") void qualifications.load(null)
  }, [])
  const list = qualifications.data.value
  if (qualifications.status.value === "failed")
    return (
      <section className={styles.extra} aria-labelledby="site-qualifications">
        <h2 id="site-qualifications">{Messages.help.qualifications}</h2>
        <FailedNotice onRetry={() => void qualifications.reload()} />
      </section>
    )
  if (list === null) return null
  return (
    <section className={styles.extra} aria-labelledby="site-qualifications">
      <h2 id="site-qualifications">{Messages.help.qualifications}</h2>
      <DataTable
        caption={Messages.help.qualifications}
        columns={[
          { key: "name", header: Messages.help.qualificationName, cell: (q) => q.name },
          { key: "number", header: Messages.help.qualificationNumber, cell: (q) => q.number },
          { key: "issuer", header: Messages.help.qualificationIssuer, cell: (q) => q.issuer },
          {
            key: "valid",
            header: Messages.help.qualificationValidUntil,
            cell: (q) => q.valid_until,
          },
        ]}
        rows={list}
        rowKey={(q) => q.id}
      />
      <ul className={styles.pictures}>
        {list.map((q) => (
          <li key={q.id}>
            <Image
              src={q.image}
              alt={Messages.help.qualificationImage(q.name)}
              width={300}
              height={210}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ComplaintForm() {
  const H = Messages.help
  return (
    <section className={styles.extra} aria-labelledby="complaint-heading">
      <h2 id="complaint-heading">{H.complaintHeading}</h2>
      {complaintSent.value ? (
        <div role="status">
          <p>{H.complaintSent}</p>
          <button
            type="button"
            className={styles.again}
            onClick={() => (complaintSent.value = false)}
          >
            {H.complaintAgain}
          </button>
        </div>
      ) : (
        <>
          <p className={styles.intro}>{H.complaintIntro}</p>
          <FormView
            form={complaint}
            label={H.complaintHeading}
            submitLabel={H.complaintSubmit}
            onSubmit={() => void sendComplaint()}
          >
            <SelectField
              form={complaint}
              name="type"
              label={H.complaintType}
              required
              options={[
                { value: "1", label: H.complaintTypes[1] },
                { value: "2", label: H.complaintTypes[2] },
              ]}
            />
            <TextAreaField
              form={complaint}
              name="content"
              label={H.complaintContent}
              required
              hint={H.complaintContentPlaceholder}
              maxLength={500}
            />
            <TextField form={complaint} name="name" label={H.complaintName} maxLength={20} />
            <TextField form={complaint} name="phone" label={H.complaintPhone} type="tel" />
            <TextField form={complaint} name="email" label={H.complaintEmail} type="email" />
          </FormView>
        </>
      )}
    </section>
  )
}

export function HelpPage() {
  const location = useLocation()
  useEffect(() => {
    void loadHelp()
  }, [])
  const queryId = new URLSearchParams(location.search).get("id")
  const treeReady = categories.status.value === "ready"
  const id = articleFor(location.pathname, queryId)
  useEffect(() => {
    if (id !== null) void article.load(id)
  }, [id])
  const tree = categories.data.value ?? []
  const a = article.data.value
  const shown = a !== null && a.id === id ? a : null
  const articleFailed = article.status.value === "failed" && article.query.value === id
  // no such article (the page has none, or the server has not got it) …
  const missing = (treeReady && id === null) || (articleFailed && missingArticle.value === id)
  // … or it could not be read (the tree or the article)
  const failed = !missing && (categories.status.value === "failed" || articleFailed)
  const extra = HelpCentre.extraOf(tree, id)
  return (
    <div className={`page-width ${styles.page}`}>
      <Tree current={id} />
      <div className={styles.body}>
        {shown !== null ? (
          <article>
            <h1 className={styles.heading}>{shown.title}</h1>
            <SafeHtml html={shown.content ?? ""} className={styles.content} />
          </article>
        ) : missing || failed ? (
          <div>
            <h1 className={styles.heading}>{Messages.help.heading}</h1>
            {/* asking again for an article that does not exist cannot help; the tree beside
                it leads on */}
            {missing ? (
              <p role="alert">{Messages.help.notFound}</p>
            ) : (
              <FailedNotice
                onRetry={() => {
                  void categories.load(null)
                  if (id !== null) void article.load(id)
                }}
              />
            )}
          </div>
        ) : (
          <div aria-busy="true" className={styles.loading}>
            <h1 className={styles.heading}>{Messages.help.heading}</h1>
          </div>
        )}
        {shown !== null && extra === "qualifications" && <Qualifications />}
        {shown !== null && extra === "complaint" && <ComplaintForm />}
      </div>
    </div>
  )
}

/**
 * One help layout for every /help/… page: the category menu (links to each article's page, under
 * its group's name: not headings, the footer's columns already head the same groups), and the
 * article (sanitised HTML, its numbered steps numbered) chosen by the page or `?id=`, with below
 * it the site's licences or the complaints form when the article is theirs. An article that does
 * not exist says so; one that could not be read (or whose menu could not be) says 加载失败 with
 * 重新加载.
 */
import * as HelpCentre from "@mall/core/HelpCentre"
import * as Messages from "@mall/core/Messages"
import { useEffect, useId } from "react"
import { useLocation } from "react-router-dom"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { FormView, SelectField, TextAreaField, TextField } from "../../lib/kit/Form.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { FormRow } from "../../lib/ui/Field.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
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

const H = Messages.help

function Tree({ current }: { current: number | null }) {
  const tree = categories.data.value ?? []
  const id = useId()
  return (
    <nav className={styles.tree} aria-label={H.treeLabel}>
      <Card>
        <p className={styles.treeTitle}>{H.heading}</p>
        {tree.map((c, i) => (
          <div key={c.name} className={styles.group}>
            <p id={`${id}-${i}`} className={styles.groupName}>
              {c.name}
            </p>
            <ul aria-labelledby={`${id}-${i}`}>
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
          </div>
        ))}
      </Card>
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
      <Card title={H.licences}>
        <FailedNotice onRetry={() => void qualifications.reload()} />
      </Card>
    )
  if (list === null) return null
  return (
    <Card title={H.licences} flush>
      <DataTable
        caption={H.qualifications}
        columns={[
          { key: "name", header: H.qualificationName, cell: (q) => q.name },
          { key: "number", header: H.qualificationNumber, cell: (q) => q.number },
          { key: "issuer", header: H.qualificationIssuer, cell: (q) => q.issuer },
          { key: "valid", header: H.qualificationValidUntil, cell: (q) => q.valid_until },
        ]}
        rows={list}
        rowKey={(q) => q.id}
      />
      <ul className={styles.pictures}>
        {list.map((q) => (
          <li key={q.id}>
            <Image src={q.image} alt={H.qualificationImage(q.name)} width={300} height={210} />
          </li>
        ))}
      </ul>
    </Card>
  )
}

function ComplaintForm() {
  return (
    <Card title={H.complaintHeading}>
      {complaintSent.value ? (
        <EmptyState
          tone="success"
          role="status"
          actions={
            <Button onClick={() => (complaintSent.value = false)}>{H.complaintAgain}</Button>
          }
        >
          {H.complaintSent}
        </EmptyState>
      ) : (
        <FormView
          form={complaint}
          label={H.complaintHeading}
          submitLabel={H.complaintSubmit}
          onSubmit={() => void sendComplaint()}
        >
          <FormRow>
            <Notice>{H.complaintIntro}</Notice>
          </FormRow>
          <SelectField
            form={complaint}
            name="type"
            label={H.complaintType}
            required
            width="sm"
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
      )}
    </Card>
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
        <Card>
          {shown !== null ? (
            <article>
              <PageHeader title={shown.title} />
              <SafeHtml html={shown.content ?? ""} className={styles.content} />
            </article>
          ) : (
            <div aria-busy={missing || failed ? undefined : true} className={styles.loading}>
              <PageHeader title={H.heading} />
              {/* asking again for an article that does not exist cannot help; the menu beside
                  it leads on */}
              {missing ? (
                <EmptyState role="alert">{H.notFound}</EmptyState>
              ) : failed ? (
                <FailedNotice
                  onRetry={() => {
                    void categories.load(null)
                    if (id !== null) void article.load(id)
                  }}
                />
              ) : null}
            </div>
          )}
        </Card>
        {shown !== null && extra === "qualifications" && <Qualifications />}
        {shown !== null && extra === "complaint" && <ComplaintForm />}
      </div>
    </div>
  )
}

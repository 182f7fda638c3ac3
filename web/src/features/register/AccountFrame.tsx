/**
 * The frame of the pages a visitor fills in to get an account or back into one (registration,
 * the WeChat bind, password recovery): the page title, then one white card with the steps across
 * its top (when the page has them) and the form in a centred column, the ways elsewhere under the
 * form (登录, 忘记密码？…). On a closing page (`done`) the card says what happened, with a success
 * mark, and what the visitor can do next.
 *
 * Password recovery is another feature: its route hands it this frame.
 */
import type { ReactNode } from "react"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
import { Steps, type StepsProps } from "../../lib/ui/Steps.tsx"
import styles from "./AccountFrame.module.css"

export type AccountFrameProps = {
  title: string
  steps?: StepsProps | undefined
  /** The ways elsewhere under the form. */
  links?: ReactNode
  /** The closing page instead of a form: its heading, its words and the next steps' links. */
  done?: { readonly title: string; readonly text: ReactNode; readonly actions: ReactNode }
  children?: ReactNode
}

export function AccountFrame({ title, steps, links, done, children }: AccountFrameProps) {
  return (
    <div className={`page-width ${styles.page}`}>
      <PageHeader title={title} />
      <Card>
        {steps !== undefined && (
          <div className={styles.steps}>
            <Steps {...steps} />
          </div>
        )}
        <div className={styles.body}>
          {done !== undefined ? (
            <EmptyState tone="success" role="status" title={done.title} actions={done.actions}>
              {done.text}
            </EmptyState>
          ) : (
            <>
              {children}
              {links !== undefined && <p className={styles.links}>{links}</p>}
            </>
          )}
        </div>
      </Card>
    </div>
  )
}

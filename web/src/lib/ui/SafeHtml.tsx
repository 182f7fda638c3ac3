/**
 * Server-supplied HTML (articles, goods descriptions), sanitised with DOMPurify before it reaches
 * the DOM. Never use dangerouslySetInnerHTML anywhere else.
 */
import DOMPurify from "dompurify"
import { useMemo } from "react"

export type SafeHtmlProps = {
  html: string
  className?: string
  as?: "div" | "section" | "article" | "span"
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] })
}

export function SafeHtml({ html, className, as: Tag = "div" }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}

/**
 * Server-supplied HTML (articles, goods descriptions), sanitised with DOMPurify before it reaches
 * the DOM. Never use dangerouslySetInnerHTML anywhere else. Its links and pictures pass the page's
 * URL policy (core `UrlPolicy`) as every other link and picture of server data does: a refused
 * link loses its address (its text stays), a link to another host opens in a new tab without
 * opener or referrer, a picture from a host not allowed shows the placeholder and is never asked
 * for. A link within the article (`#part`) stays as it is.
 */
import * as UrlPolicy from "@mall/core/UrlPolicy"
import DOMPurify from "dompurify"
import { useMemo } from "react"
import { policy } from "../urlPolicy.ts"
import { FALLBACK_IMAGE } from "./Image.tsx"

DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  // other addresses of pictures: only `src` is kept, and checked
  node.removeAttribute("srcset")
  node.removeAttribute("background")
  if (node.tagName === "A" && node.hasAttribute("href")) {
    const href = node.getAttribute("href") ?? ""
    if (href.startsWith("#")) return
    const link = UrlPolicy.link(policy, href)
    if (link._tag === "Refused") {
      node.removeAttribute("href")
      node.removeAttribute("target")
      return
    }
    node.setAttribute("href", UrlPolicy.hrefOf(link))
    if (link._tag === "Foreign") {
      node.setAttribute("target", "_blank")
      node.setAttribute("rel", "noopener noreferrer")
    } else {
      node.removeAttribute("target")
      node.removeAttribute("rel")
    }
  } else if (node.tagName === "IMG") {
    node.setAttribute("src", UrlPolicy.image(policy, node.getAttribute("src")) ?? FALLBACK_IMAGE)
  }
})

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

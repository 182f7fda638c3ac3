/**
 * The help centre (/help/…): the category tree, the article a page shows (core HelpCentre: the
 * page's own, or the one `?id=` names; one the server does not have, core Zone.isMissing, is told
 * apart from one that could not be read), the site's qualifications and the complaints form
 * (guests too; core Forms.complaint: a phone or an e-mail).
 */
import * as Forms from "@mall/core/Forms"
import * as HelpCentre from "@mall/core/HelpCentre"
import * as Messages from "@mall/core/Messages"
import * as Zone from "@mall/core/Zone"
import { signal } from "@preact/signals-react"
import { createForm } from "../../lib/kit/form.ts"
import { resource } from "../../lib/kit/resource.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export const categories = resource((_: null) => Api.categories())
/** The id of the article the server said does not exist (404), else null. */
export const missingArticle = signal<number | null>(null)
export const article = resource(async (id: number) => {
  const outcome = await Api.article(id)
  if (outcome._tag === "Success") return outcome.data
  missingArticle.value = Zone.isMissing(outcome) ? id : null
  return undefined
})
export const qualifications = resource((_: null) => Api.qualifications())

/** Loads the tree once; the article follows the page and its query. */
export async function loadHelp(): Promise<void> {
  if (categories.status.peek() === "idle" || categories.status.peek() === "failed")
    await categories.load(null)
}

/** The article of a page (null until the tree is read when the page has no `?id=`). */
export const articleFor = (pathname: string, queryId: string | null): number | null =>
  HelpCentre.articleId(categories.data.value ?? [], pathname, queryId)

export const complaint = createForm({
  fields: Forms.complaint,
  initial: { type: "1", content: "", name: "", phone: "", email: "" },
  persist: "mall.help.complaint",
})

/** Set after a complaint was taken (the form is replaced by the thanks). */
export const complaintSent = signal(false)

export async function sendComplaint(): Promise<void> {
  const outcome = await complaint.submit((v) => Api.complain(v))
  if (outcome?._tag !== "Success") return
  complaint.reset()
  complaintSent.value = true
  notifySuccess(Messages.help.complaintSent)
}

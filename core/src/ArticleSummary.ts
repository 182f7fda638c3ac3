/**
 * The line a list shows under an article's title (the news lists): the article's own summary;
 * when it has none, or its summary only says the title again, the first words of its content
 * (the HTML's text, leaving out an opening sentence that is the title), cut to `max` characters
 * with "…". Never the title a second time: with nothing else to say, there is no line (`null`).
 */

export interface Article {
  readonly title: string
  readonly summary?: string | undefined
  readonly content?: string | undefined
}

/** How long a summary line may be, in characters. */
export const MAX = 80

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
}

/** The text of server HTML: tags dropped, the common entities read, white space folded. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d{1,6}|#x[0-9a-f]{1,6}|[a-z]{2,5});/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code =
          name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, " ")
    .trim()

/** Sentence ends and spacing that do not make two texts say different things. */
const PUNCTUATION = /[\s。．.！!？?，,；;：:、…"'“”‘’（）()【】《》]/g
const bare = (s: string): string => s.replace(PUNCTUATION, "")

/** Whether `text` says nothing but the title. */
const onlyTitle = (text: string, title: string): boolean =>
  bare(text) === "" || bare(text) === bare(title)

/** `text` without an opening that is the title (and the punctuation after it), however often. */
const withoutTitle = (text: string, title: string): string => {
  let rest = text
  for (let shorter = dropTitle(rest, title); shorter !== rest; shorter = dropTitle(rest, title))
    rest = shorter
  return rest
}

const dropTitle = (text: string, title: string): string => {
  const t = bare(title)
  if (t === "") return text
  // walk the text until its letters (punctuation left out) have spelled the title
  let seen = ""
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? ""
    if (bare(ch) !== "") seen += ch
    if (seen.length === t.length)
      return seen === t ? text.slice(i + 1).replace(/^[\s。．.！!？?，,；;：:、]+/, "") : text
  }
  return text
}

const cut = (text: string, max: number): string => {
  const chars = [...text]
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
}

/** The summary line of an article, or `null` when it has nothing but its title to say. */
export const of = (article: Article, max: number = MAX): string | null => {
  const title = article.title.trim()
  const own = withoutTitle(textOf(article.summary ?? ""), title)
  if (!onlyTitle(own, title)) return cut(own, max)
  const body = withoutTitle(textOf(article.content ?? ""), title)
  return onlyTitle(body, title) ? null : cut(body, max)
}

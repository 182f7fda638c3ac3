import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as ArticleSummary from "../src/ArticleSummary.ts"
import { runs } from "./arbitraries.ts"

const bare = (s: string): string =>
  s.replace(/[\s。．.！!？?，,；;：:、…"'“”‘’（）()【】《》]/g, "")

const words = fc.string({
  unit: fc.constantFrom(..."药品集采医保目录公布新增零售药店门诊统筹"),
  minLength: 1,
  maxLength: 30,
})
const html = (texts: ReadonlyArray<string>): string => texts.map((t) => `<p>${t}</p>`).join("")

describe("ArticleSummary", () => {
  it("shows the article's own summary", () => {
    expect(
      ArticleSummary.of({
        title: "第九批国家组织药品集采结果公布",
        summary: "中选药品平均降价58%，明年一季度落地。",
      }),
    ).toBe("中选药品平均降价58%，明年一季度落地。")
  })

  it("a summary that is the title again gives way to the content's first words, without the title", () => {
    const title = "第九批国家组织药品集采结果公布"
    expect(
      ArticleSummary.of({
        title,
        summary: `${title}。`,
        content: `<p>${title}。</p><p>中选药品&nbsp;平均降价58%&amp;落地。</p>`,
      }),
    ).toBe("中选药品 平均降价58%&落地。")
    expect(ArticleSummary.of({ title, summary: `${title}：首批42个品种` })).toBe("首批42个品种")
  })

  it("says nothing when the article has nothing but its title", () => {
    expect(ArticleSummary.of({ title: "公告" })).toBeNull()
    expect(
      ArticleSummary.of({ title: "公告", summary: " 公告。", content: "<p>公告！</p>" }),
    ).toBeNull()
  })

  it("cuts a long text to the line's length with …", () => {
    const long = "药".repeat(200)
    const line = ArticleSummary.of({ title: "标题", content: `<p>${long}</p>` })
    expect(line).toBe(`${"药".repeat(ArticleSummary.MAX - 1)}…`)
  })

  it("reads the text of HTML: tags out, entities read, spaces folded", () => {
    expect(ArticleSummary.textOf("<p>a&lt;b</p>\n<ul><li>&#x4e2d;&#25991;</li></ul>")).toBe(
      "a<b 中文",
    )
  })

  test.prop(
    [words, fc.option(words, { nil: undefined }), fc.array(words, { maxLength: 4 }), fc.boolean()],
    runs,
  )("never the title again, never longer than the line", (title, summary, paragraphs, lead) => {
    const content = html(lead ? [title, ...paragraphs] : paragraphs)
    const line = ArticleSummary.of({ title, summary, content }, 20)
    if (line === null) return
    expect([...line].length).toBeLessThanOrEqual(20)
    expect(bare(line)).not.toBe(bare(title))
    expect(bare(line).startsWith(bare(title))).toBe(false)
  })

  test.prop([words, words], runs)("a summary of its own is shown as it is", (title, summary) => {
    fc.pre(!bare(summary).startsWith(bare(title)) && bare(summary) !== "")
    expect(ArticleSummary.of({ title, summary, content: html([title]) })).toBe(summary)
  })
})

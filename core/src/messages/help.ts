/**
 * The words of the help centre (/help/…: the category tree, the article, the site's
 * qualifications, the complaints form) and of the news pages (/news/hy, /news/company,
 * /news/info/{id}/{type}).
 */
import { pageTitles } from "./glossary.ts"

export const help = {
  heading: "帮助中心",
  treeLabel: "帮助分类",
  notFound: "该帮助文章不存在或已下线",
  qualifications: pageTitles.help_wzzz,
  /** The heading over the site's licences, under the 网站资质 article. */
  licences: "证照信息",
  qualificationName: "证照名称",
  qualificationNumber: "证照编号",
  qualificationIssuer: "发证机关",
  qualificationValidUntil: "有效期至",
  qualificationImage: (name: string): string => `${name}照片`,
  complaintHeading: "提交投诉或建议",
  complaintIntro: "请留下手机号或邮箱（至少一项），我们会在2个工作日内回复您。",
  complaintType: "类型",
  complaintTypes: { 1: "投诉", 2: "建议" },
  complaintContent: "内容",
  complaintContentPlaceholder: "请详细描述您遇到的问题或建议（5-500字）",
  complaintName: "称呼",
  complaintPhone: "联系电话",
  complaintEmail: "电子邮箱",
  complaintSubmit: "提交",
  complaintSent: "提交成功，我们会尽快处理",
  complaintAgain: "继续提交",
} as const

export const helpErrors = {
  typeRequired: "请选择类型",
  contentRequired: "请输入内容",
  contentLength: "内容为5-500字",
  contactRequired: "请填写手机号或邮箱",
  phoneInvalid: "联系电话格式不正确",
  emailInvalid: "邮箱格式不正确",
  nameTooLong: "称呼不能超过20个字",
} as const

export const news = {
  tabsLabel: "资讯分类",
  published: "发布时间",
  prev: "上一篇",
  next: "下一篇",
  none: "没有了",
  backToList: "返回列表",
  empty: "暂无资讯",
  notFound: "该资讯不存在或已下线",
} as const

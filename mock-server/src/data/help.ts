/**
 * Seed of the help centre and the news: the help categories of the footer with one article per
 * help page (each knows its page path, e.g. /help/fwbz/wzzz), the user agreement, the site's
 * qualifications with their licence numbers (/help/fwbz/wzzz), and 12 industry and 12 company
 * news items (two pages each), dated back from the seed day.
 */
import { DAY_MS as DAY } from "@mall/core/DateTime"
import type { Article, HelpCategory, ImageLabel, NewsItem, SiteQualification } from "../state/db.ts"

/** The hotline the help articles give (the same as the header's complaint hotline). */
const HOTLINE = "400-800-1234"

const p = (...lines: string[]): string => lines.map((l) => `<p>${l}</p>`).join("")
const ol = (...items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join("")}</ol>`
const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`

/** [category, [article id, title, page path, content]]. */
const HELP: [string, [number, string, string, string][]][] = [
  [
    "新手指南",
    [
      [
        1,
        "会员注册指南",
        "/help/xrzn/hyzc",
        p("本商城仅向具备药品经营或使用资质的单位供货，注册分三步完成：") +
          ol(
            "设置账号：填写手机号并获取短信验证码，设置6-20位登录密码（字母、数字、符号至少两种），阅读并同意《用户协议》。",
            "单位信息：填写单位名称，选择单位类型、所在地区与经营范围，填写详细地址和联系人。",
            "资质证件：按单位类型上传营业执照、药品经营许可证或医疗机构执业许可证等证件照片，填写证号和有效期。",
          ) +
          p(
            "提交后资质进入审核，审核期间可以登录浏览商品；审核通过后即可下单采购。单店请选择“单店注册”。",
          ),
      ],
      [
        2,
        "购物指南",
        "/help/xrzn/gwzn",
        p("登录后即可看到会员价格。选购流程：") +
          ol(
            "搜索药品名称、拼音首字母或生产厂家，或从商品分类进入列表。",
            "选择数量（按中包装递增）后加入购物车，阶梯价格按购买数量自动计算。",
            "在购物车勾选商品去结算，确认收货地址、优惠券后提交订单。",
            "按提示完成支付，可在“我的订单”中查看物流与发票。",
          ),
      ],
      [
        3,
        "安全购药",
        "/help/xrzn/aqgy",
        p(
          "本商城所售药品均来自具备资质的生产、经营企业，随货附检验报告，可在会员中心“检验报告”中按批号查询。",
        ) +
          ul(
            "处方药须凭处方销售，请按经营范围采购。",
            "含麻黄碱类复方制剂按国家规定实名登记、限量销售，请在“含麻订单回执”中上传回执。",
            "收货时请核对品名、规格、批号与效期，如有破损或不符请在48小时内申请售后。",
          ),
      ],
    ],
  ],
  [
    "服务保障",
    [
      [
        4,
        "网站资质",
        "/help/fwbz/wzzz",
        p("本网站依法取得药品经营与互联网药品信息服务等资质，证照信息如下，可在发证机关网站核验。"),
      ],
      [
        5,
        "用户协议",
        "/help/fwbz/yhxy",
        `<h2>一、协议的范围</h2>` +
          p(
            "本协议是您（注册单位）与医药批发商城之间就商城服务所订立的协议。您在注册页勾选同意，即表示已阅读并接受本协议全部条款。",
          ) +
          `<h2>二、注册与资质</h2>` +
          p(
            "注册单位须具备合法有效的药品经营或医疗机构执业资质，并保证所提交的证件真实、有效。证件到期前须在会员中心更新，过期证件将影响下单。",
          ) +
          `<h2>三、账号安全</h2>` +
          p(
            "账号与密码由您自行保管，凡使用该账号进行的操作均视为您的行为。发现账号被盗用请立即修改密码并联系客服。",
          ) +
          `<h2>四、订单与配送</h2>` +
          p(
            "订单以商城确认为准；商品价格、库存可能变动，以提交订单时为准。配送范围与时效见“货物配送”。",
          ) +
          `<h2>五、个人信息保护</h2>` +
          p(
            "我们仅为履行订单、开具发票和资质审核之目的使用您提交的信息，未经同意不向第三方提供，法律法规另有规定的除外。",
          ) +
          `<h2>六、其他</h2>` +
          p(`本协议的解释、修改与争议解决适用中华人民共和国法律。客服热线：${HOTLINE}。`),
      ],
      [
        6,
        "专属客服",
        "/help/fwbz/zskf",
        p(
          "每个审核通过的单位都有专属客服或客户经理，姓名与电话显示在页面顶部，可咨询采购、订单、发票与资质问题。",
        ) + p(`服务时间：周一至周六 8:30-18:00。其他时间请拨打热线 ${HOTLINE} 或在线留言。`),
      ],
    ],
  ],
  [
    "支付配送",
    [
      [
        12,
        "支付方式",
        "/help/pay",
        p("商城支持以下支付方式：") +
          ul(
            "余额支付：使用会员中心“余额管理”中的预存款。",
            "微信支付：扫码支付，到账即时。",
            "对公转账：转账时请在备注中填写订单号，到账后订单自动确认。",
          ),
      ],
      [
        7,
        "订单支付",
        "/help/zfps/ddzf",
        p(
          "提交订单后请在24小时内完成支付，逾期订单自动取消并退回库存与优惠券。可在“我的订单”中找到待支付订单继续支付。",
        ),
      ],
      [
        8,
        "货物配送",
        "/help/zfps/hwps",
        p(
          "广东省内订单当日16:00前支付的，当日出库，一般次日送达；省外由合作物流配送，一般2-4天送达。订单满800元免运费。",
        ) + p("冷链药品全程冷藏运输，收货时请当场核对温度记录。"),
      ],
      [
        9,
        "药品退换",
        "/help/zfps/ypth",
        p("因药品的特殊性，非质量问题一般不予退换。以下情况可在收货后7天内申请：") +
          ul("药品破损、少发、错发；", "近效期或质量问题；", "批号与检验报告不符。") +
          p("请在“我的订单”中选择订单申请退货或售后，并上传图片凭证。"),
      ],
    ],
  ],
  [
    "关于我们",
    [
      [
        10,
        "投诉建议",
        "/help/us/tsjy",
        p("您的意见是我们改进的动力。请在下方提交投诉或建议，我们会在2个工作日内回复。") +
          p(`紧急问题请拨打投诉热线 ${HOTLINE}。`),
      ],
      [
        11,
        "联系我们",
        "/help/us/link",
        ul(
          `客服热线：${HOTLINE}`,
          "服务时间：周一至周六 8:30-18:00",
          "电子邮箱：service@yyxmall.example",
          "公司地址：广东省广州市黄埔区科学大道18号",
        ),
      ],
    ],
  ],
]

const QUALIFICATIONS: Omit<SiteQualification, "id" | "image">[] = [
  {
    name: "药品经营许可证",
    number: "粤AA0200001",
    issuer: "广东省药品监督管理局",
    validUntil: "2028-12-31",
  },
  {
    name: "互联网药品信息服务资格证书",
    number: "（粤）-经营性-2023-0001",
    issuer: "广东省药品监督管理局",
    validUntil: "2028-06-30",
  },
  {
    name: "营业执照",
    number: "91440101MA5CXK8T2Y",
    issuer: "广州市市场监督管理局",
    validUntil: "2043-05-20",
  },
  {
    name: "医疗器械经营许可证",
    number: "粤穗食药监械经营许20230001号",
    issuer: "广州市市场监督管理局",
    validUntil: "2028-03-15",
  },
  {
    name: "第二类医疗器械经营备案凭证",
    number: "粤穗食药监械经营备20230002号",
    issuer: "广州市市场监督管理局",
    validUntil: "2033-03-15",
  },
]

/** [title, summary] of each news item: the summary says what the title does not. */
const INDUSTRY_NEWS: ReadonlyArray<readonly [string, string]> = [
  [
    "国家药监局发布药品网络销售监督管理办法实施细则",
    "细则明确第三方平台的资质审核、处方药展示和配送追溯要求，自发布之日起施行。",
  ],
  [
    "第九批国家组织药品集采结果公布",
    "本批集采涉及41个品种，中选药品平均降价58%，预计明年一季度在各地落地执行。",
  ],
  [
    "医保目录调整：新增药品覆盖多个治疗领域",
    "新版目录新增药品覆盖肿瘤、罕见病和慢性病等领域，定点零售药店凭处方可按规定结算。",
  ],
  [
    "零售药店纳入门诊统筹管理持续推进",
    "多地定点零售药店已开通门诊统筹结算，参保人在药店购药可享受门诊报销待遇。",
  ],
  [
    "中药饮片质量抽检结果通报",
    "本次抽检覆盖120个品种，不合格项目集中在性状和含量测定，相关企业已责令整改。",
  ],
  [
    "医疗器械唯一标识全面实施",
    "第三类及部分第二类医疗器械须赋予唯一标识，经营企业应在入库和销售时扫码记录。",
  ],
  [
    "流感季来临，感冒类药品需求上升",
    "入冬以来解热镇痛、止咳化痰类药品销量明显增长，建议门店提前备足常用品种。",
  ],
  [
    "处方药网络销售规范进一步明确",
    "处方药须凭电子处方销售，平台应先方后药，并对处方来源进行审核和留存。",
  ],
  [
    "中医药振兴发展重大工程实施方案印发",
    "方案提出加强道地药材基地建设和中药质量追溯，推动中医药服务进基层。",
  ],
  [
    "药品追溯码扫码销售全面推行",
    "医保定点药店销售药品时须扫描追溯码并上传，实现一盒一码、全程可查。",
  ],
  [
    "基层医疗机构药品配备使用指南发布",
    "指南列出基层常用药品的配备品种和数量建议，强调与上级医院用药衔接。",
  ],
  [
    "冬季呼吸道疾病防治用药提示",
    "提醒门店关注流感、支原体感染等用药咨询，规范推荐抗病毒和对症治疗药物。",
  ],
]

const COMPANY_NEWS: ReadonlyArray<readonly [string, string]> = [
  [
    "商城上线拼音首字母快速搜索功能",
    "在搜索框输入药品名称的拼音首字母（如“gmlj”）即可找到感冒灵颗粒，选购更快捷。",
  ],
  ["广州总仓扩建完成，发货时效再提升", "扩建后仓储面积增加一倍，广东省内订单16点前付款当日发货。"],
  ["春季采购节：满减券每日限量领取", "活动期间每天10点在领券中心发放满减券，数量有限，领完即止。"],
  [
    "客户经理一对一服务全面覆盖",
    "审核通过的会员单位均已配备专属客户经理，联系方式显示在页面顶部。",
  ],
  ["电子发票开具流程说明", "订单完成后可在会员中心“电子发票”中申请开具，开具后可在线查看和下载。"],
  ["中药饮片专区新增道地药材", "新增岷当归、宁夏枸杞、文山三七等道地药材，每批次附检验报告。"],
  ["器械专区新增家用检测设备", "新增血压计、血糖仪、体温计等家用检测设备，支持按中包装采购。"],
  ["积分商城礼品更新", "新增多款办公和生活用品，下单累积的积分可直接兑换。"],
  ["质检报告在线查询功能上线", "在“质检报告”中输入商品名称或批号，即可查看对应批次的检验报告。"],
  ["多门店管理功能升级", "连锁会员可为各门店分别设置收货地址，订单按门店查看和汇总。"],
  ["近效期专场每周更新", "每周一更新近效期商品，价格更优惠，请留意效期后按需采购。"],
  ["组合购优惠活动说明", "组合购商品按整组下单，组合价低于单品价格之和，详见活动页面说明。"],
]

export interface HelpSeed {
  helpCategories: HelpCategory[]
  articles: Article[]
  news: NewsItem[]
  siteQualifications: SiteQualification[]
}

export function buildHelp(seedTime: number, labels: Map<string, ImageLabel>): HelpSeed {
  const colors = ["#d9363e", "#1677ff", "#fa8c16", "#13a8a8", "#722ed1"]
  const helpCategories: HelpCategory[] = HELP.map(([name, children], i) => ({
    id: i + 1,
    name,
    children: children.map(([id, title, path]) => ({ id, name: title, path })),
  }))
  const articles: Article[] = HELP.flatMap(([, children], i) =>
    children.map(([id, title, , content]) => ({
      id,
      categoryId: i + 1,
      title,
      content,
      createdAt: seedTime - (30 + id) * DAY,
    })),
  )
  const siteQualifications = QUALIFICATIONS.map((q, i) => {
    const key = `site-${i + 1}`
    labels.set(key, { text: q.name, sub: q.number, color: "#1677ff", width: 600, height: 420 })
    return { ...q, id: i + 1, image: `/static/qualification/${key}.svg` }
  })
  const news: NewsItem[] = [
    ...INDUSTRY_NEWS.map(([title, summary], i) => ({ title, summary, type: 1 as const, i })),
    ...COMPANY_NEWS.map(([title, summary], i) => ({ title, summary, type: 2 as const, i })),
  ].map(({ title, summary, type, i }, index) => {
    const key = `news-${index + 1}`
    labels.set(key, {
      text: title.slice(0, 8),
      sub: type === 1 ? "行业资讯" : "公司新闻",
      color: colors[index % colors.length] ?? "#d9363e",
      width: 240,
      height: 160,
    })
    return {
      id: index + 1,
      type,
      title,
      summary,
      content:
        p(summary) +
        p(
          type === 1
            ? "业内人士表示，相关政策将进一步规范药品流通秩序，建议各药店、诊所及时关注并做好采购与经营调整。"
            : "感谢广大会员单位的支持，如有疑问请联系您的专属客服。",
        ) +
        p("详情请关注商城公告。"),
      image: `/static/news/${key}.svg`,
      createdAt: seedTime - (i * 3 + 1) * DAY - index * 60_000,
    }
  })
  return { helpCategories, articles, news, siteQualifications }
}

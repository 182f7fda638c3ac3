/**
 * The pictures of the seed's documents, drawn from their records once everything is seeded (so
 * they show the final facts): the companies' licences (资质证件), the mall's own qualifications
 * (网站资质), the e-contract (电子合同), the inspection reports (检验报告), the e-invoices
 * (电子发票) and the stamped 含麻 receipts. Each is a paper (paper.ts) with its title, facts and
 * the seal of who issued it.
 */
import type { Db, ImageLabel, Invoice, Qualification } from "../state/db.ts"
import type { User } from "../state/types.ts"
import { money } from "../domain/present.ts"
import { DAY_MS as DAY, formatDate } from "@mall/core/DateTime"
import type { Paper } from "./paper.ts"

/** The company that runs the mall: the seller on its invoices, the holder of its licences. */
export const MALL_COMPANY = "广州康和医药有限公司"

const YEAR = 365 * DAY

/** An invoice's number (发票号码): the same in 电子发票's list and on the invoice. */
export function invoiceNoOf(invoice: Pick<Invoice, "id">): string {
  return String(44000000 + invoice.id * 37).padStart(8, "0")
}

/** The picture's key in the labels: the name of its file (/static/zizhi/zizhi-3.svg → zizhi-3). */
const keyOf = (url: string): string => url.replace(/^.*\//, "").replace(/\.svg$/, "")

function paperLabel(paper: Paper, width: number, height: number): ImageLabel {
  return { text: paper.title, sub: "", color: "#8b1a1a", width, height, paper }
}

/** The city of a company (深圳市仁和医药连锁有限公司 → 深圳市). */
const cityOf = (company: string): string => /^(.{2,3}?市)/.exec(company)?.[1] ?? "广州市"

/** An identity number shown as a copy shows it: the first and last four digits. */
const masked = (user: User): string => `4401**********${String(1000 + ((user.id * 7919) % 9000))}`

/** A company's licence as its scan shows it. */
function licence(db: Db, q: Qualification, user: User): Paper {
  const issued = Math.min(db.seedTime - 30 * DAY, q.expiresAt - 5 * YEAR)
  const scopes = db.businessScope.get(user.groupId) ?? []
  const scope = scopes.length > 4 ? `${scopes.slice(0, 4).join("、")}等` : scopes.join("、")
  const province = "广东省药品监督管理局"
  const common = { style: "certificate" as const, reference: "", date: formatDate(issued) }
  switch (q.name) {
    case "营业执照":
      return {
        ...common,
        title: "营业执照",
        facts: [
          ["名称", user.company],
          ["统一社会信用代码", q.number],
          ["类型", "有限责任公司"],
          ["法定代表人", user.name],
          ["住所", user.address],
          ["营业期限", "长期"],
        ],
        issuer: `${cityOf(user.company)}市场监督管理局`,
        seal: "登记机关",
      }
    case "药品经营许可证":
      return {
        ...common,
        title: "药品经营许可证",
        facts: [
          ["企业名称", user.company],
          ["许可证编号", q.number],
          ["经营方式", "零售"],
          ["经营范围", scope],
          ["注册地址", user.address],
          ["有效期至", formatDate(q.expiresAt)],
        ],
        issuer: province,
        seal: "发证机关",
      }
    case "GSP证书":
      return {
        ...common,
        title: "药品经营质量管理规范认证证书",
        facts: [
          ["企业名称", user.company],
          ["证书编号", q.number],
          ["地址", user.address],
          ["认证范围", "药品零售"],
          ["有效期至", formatDate(q.expiresAt)],
        ],
        issuer: province,
        seal: "认证专用章",
      }
    case "采购委托书":
      return {
        ...common,
        style: "report",
        title: "采购委托书",
        reference: `编号：${q.number}`,
        facts: [
          ["委托单位", user.company],
          ["受托人", user.name],
          ["身份证号", masked(user)],
          ["委托事项", "代表本单位采购药品、中药饮片及医疗器械"],
          ["委托期限", `至${formatDate(q.expiresAt)}`],
        ],
        issuer: user.company,
        seal: "公章",
        date: formatDate(q.expiresAt - YEAR),
      }
    default:
      return {
        ...common,
        style: "report",
        title: `${q.name}（复印件）`,
        facts: [
          ["姓名", user.name],
          ["公民身份号码", masked(user)],
          ["所在单位", user.company],
          ["用途", "仅供药品采购资质备案使用"],
        ],
        issuer: user.company,
        seal: "与原件一致",
      }
  }
}

/** Draws every document of the seed into its picture. */
export function drawDocuments(db: Db): void {
  const set = (url: string, paper: Paper, width: number, height: number) =>
    db.imageLabels.set(keyOf(url), paperLabel(paper, width, height))

  // the e-contract every member company signs (/dzht opens it)
  set(
    "/static/contract/contract.svg",
    {
      style: "report",
      title: "药品采购电子合同",
      reference: "合同编号：YYPF-HT-2024-001",
      facts: [
        ["供方（甲方）", MALL_COMPANY],
        ["需方（乙方）", "签约会员单位"],
        ["合同标的", "药品、中药饮片及医疗器械"],
        ["质量条款", "甲方保证所售商品来源合法，质量符合国家标准"],
        ["验收", "乙方收货时核对品名、规格、批号与数量"],
        ["结算方式", "在线支付或对公转账，款到发货"],
        ["退换货", "按《药品退换货规则》办理"],
        ["合同期限", "自乙方在线签署之日起一年"],
      ],
      issuer: MALL_COMPANY,
      seal: "合同专用章",
      date: "",
    },
    600,
    800,
  )

  for (const q of db.qualifications) {
    const user = db.users.find((u) => u.id === q.userId)
    if (user) set(q.image, licence(db, q, user), 600, 420)
  }

  for (const q of db.siteQualifications)
    set(
      q.image,
      {
        style: "certificate",
        title: q.name,
        reference: "",
        facts: [
          ["企业名称", MALL_COMPANY],
          ["证书编号", q.number],
          ["发证机关", q.issuer],
          ["有效期至", q.validUntil],
        ],
        issuer: q.issuer,
        seal: "发证机关",
        date: "",
      },
      600,
      420,
    )

  for (const r of db.reports) {
    const g = db.goodsById.get(r.goodsId)
    if (!g) continue
    const day = formatDate(r.createdAt)
    set(
      r.url,
      {
        style: "report",
        title: g.category === "qx" ? "产品检验报告" : "药品检验报告书",
        reference: `报告编号：JY${day.replace(/-/g, "")}${String(r.id).padStart(4, "0")}`,
        facts: [
          ["检品名称", g.name],
          ["规格", g.ypgg],
          ["批号", r.batch],
          ["生产单位", g.sccj],
          ["检验依据", g.category === "qx" ? "产品技术要求" : "《中国药典》2020年版"],
          [
            "检验项目",
            g.category === "qx"
              ? "外观、结构尺寸、性能指标"
              : g.category === "zy"
                ? "性状、鉴别、水分、总灰分、浸出物"
                : "性状、鉴别、检查、含量测定",
          ],
          ["检验结论", "本品按上述依据检验，结果符合规定"],
          ["报告日期", day],
        ],
        issuer: g.sccj,
        seal: "质量检验专用章",
        date: day,
      },
      600,
      800,
    )
  }

  for (const i of db.invoices) {
    const order = db.orders.find((o) => o.id === i.orderId)
    const buyer = db.qualifications.find((q) => q.userId === i.userId && q.name === "营业执照")
    const first = order?.lines[0]
    const day = formatDate(i.createdAt)
    set(
      i.url,
      {
        style: "invoice",
        title: "电子发票（普通发票）",
        reference: `发票号码：${invoiceNoOf(i)}`,
        facts: [
          ["购买方名称", i.title],
          ["购买方税号", buyer?.number ?? ""],
          ["销售方名称", MALL_COMPANY],
          ["项目名称", first ? `*药品*${first.name}等` : "*药品*"],
          ["订单编号", i.orderSn],
          ["价税合计", `¥${money(i.amount)}`],
          ["开票日期", day],
        ],
        issuer: MALL_COMPANY,
        seal: "发票专用章",
        date: day,
      },
      600,
      400,
    )
  }

  for (const [orderId, receipt] of db.hmReceipts) {
    const order = db.orders.find((o) => o.id === orderId)
    const user = db.users.find((u) => u.id === order?.userId)
    if (!order || !user) continue
    set(
      receipt.image,
      {
        style: "report",
        title: "含麻黄碱类复方制剂销售回执",
        reference: `订单编号：${order.sn}`,
        facts: [
          ["购货单位", user.company],
          ...order.lines.map((l) => [l.name, `${l.ypgg} × ${l.number}${l.bzdw}`] as const),
          ["收货人", order.address.consignee],
          ["收货日期", formatDate(order.createdAt + 2 * DAY)],
        ],
        issuer: user.company,
        seal: "已收货",
        date: formatDate(order.createdAt + 2 * DAY),
      },
      600,
      800,
    )
  }
}

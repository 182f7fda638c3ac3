/** Demo companies and their stores (documented in mock-server/README.md). */
import type { User } from "../state/types.ts"

export const DEMO_PASSWORD = "demo123"

type Flags = Pick<
  User,
  "admin" | "isPassed" | "isShowYoux" | "isSpecial" | "isCanChat" | "isAfterSale" | "contractSigned"
>

interface CompanySeed {
  company: string
  flags: Flags
  /** [username, store suffix, contact name, phone] for each store; the first is the head store. */
  stores: [string, string, string, string][]
}

const COMPANIES: CompanySeed[] = [
  {
    company: "广州市康宁大药房有限公司",
    flags: {
      admin: { name: "王丽", phone: "13800138001", is_default: 0 },
      isPassed: 1,
      isShowYoux: 1,
      isSpecial: 0,
      isCanChat: 1,
      isAfterSale: 1,
      contractSigned: true,
    },
    stores: [
      ["demo", "", "张伟", "13912345678"],
      ["demo2", "天河分店", "李娜", "13912345679"],
      ["demo3", "番禺分店", "刘洋", "13912345680"],
    ],
  },
  {
    company: "深圳市仁和医药连锁有限公司",
    flags: {
      admin: { name: "陈强", phone: "13800138002", is_default: 1 },
      isPassed: 1,
      isShowYoux: 0,
      isSpecial: 1,
      isCanChat: 0,
      isAfterSale: 0,
      contractSigned: true,
    },
    stores: [
      ["manager", "", "赵敏", "13711112222"],
      ["manager2", "南山分店", "孙浩", "13711113333"],
    ],
  },
  {
    company: "佛山市南海区惠民诊所",
    flags: {
      admin: null,
      isPassed: 1,
      isShowYoux: 1,
      isSpecial: 0,
      isCanChat: 0,
      isAfterSale: 1,
      contractSigned: true,
    },
    stores: [
      ["nomanager", "", "周杰", "13622223333"],
      ["nomanager2", "桂城分诊所", "吴芳", "13622224444"],
    ],
  },
  {
    company: "东莞市新康药店",
    flags: {
      admin: { name: "黄磊", phone: "13800138003", is_default: 0 },
      isPassed: 0,
      isShowYoux: 0,
      isSpecial: 0,
      isCanChat: 1,
      isAfterSale: 0,
      contractSigned: true,
    },
    stores: [
      ["pending", "", "郑爽", "13533334444"],
      ["pending2", "长安分店", "何静", "13533335555"],
    ],
  },
  {
    company: "珠海市百草堂药业有限公司",
    flags: {
      admin: { name: "林峰", phone: "13800138004", is_default: 1 },
      isPassed: 1,
      isShowYoux: 1,
      isSpecial: 0,
      isCanChat: 1,
      isAfterSale: 1,
      contractSigned: false,
    },
    stores: [
      ["nocontract", "", "马超", "13444445555"],
      ["nocontract2", "香洲分店", "朱琳", "13444446666"],
    ],
  },
]

export function buildUsers(): User[] {
  const users: User[] = []
  COMPANIES.forEach((seed, groupIndex) => {
    for (const [username, suffix, name, phone] of seed.stores) {
      const id = users.length + 1
      users.push({
        id,
        username,
        password: DEMO_PASSWORD,
        groupId: groupIndex + 1,
        name,
        phone,
        email: `${username}@example.com`,
        company: suffix ? `${seed.company}${suffix}` : seed.company,
        face: `/static/face/face-${id}.svg`,
        rank: groupIndex === 1 ? "金牌会员" : "普通会员",
        admin: seed.flags.admin ? { ...seed.flags.admin } : null,
        address: "广东省广州市天河区天河路208号",
        isPassed: seed.flags.isPassed,
        points: 1000 + id * 350,
        money: 50000 + id * 12345,
        wechat: id % 2 === 0 ? "" : `wx_${username}`,
        isShowYoux: seed.flags.isShowYoux,
        isSpecial: seed.flags.isSpecial,
        isCanChat: seed.flags.isCanChat,
        isAfterSale: seed.flags.isAfterSale,
        contractSigned: seed.flags.contractSigned,
        contractSignedAt: null,
        drawJoined: 0,
      })
    }
  })
  return users
}

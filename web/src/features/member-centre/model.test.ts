import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok, type Reply } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { pageOf } from "../../../test/page.ts"
import * as Api from "./api.ts"
import * as Model from "./model.ts"

const L = Messages.member.licence
/** 2026-11-27 12:00 in Shanghai. */
const NOW = Date.UTC(2026, 10, 27, 4)

const message = (id: number): Model.Message => ({
  id,
  title: `消息${id}`,
  content: "",
  is_read: 0,
  created_at: "2026-11-20 10:00:00",
})
const licence = (id: number, name: string, expires: string): Model.LicenceItem => ({
  id,
  name,
  image: "",
  expire_date: expires,
  status: 1,
})

const answers = (): Record<string, Reply> => ({
  "GET /api/user/user_money": ok({ user_money: "1280.50", frozen_money: "0.00" }),
  "GET /api/user/couponNum": ok({ count: 3 }),
  "GET /api/cash_voucher": ok(pageOf([], 1, 1)),
  "GET /api/favorite": ok(pageOf([goodsFixture({ id: 1 }), goodsFixture({ id: 2 })])),
  "GET /api/order_count": ok({
    all: 9,
    unpaid: 2,
    unshipped: 1,
    shipped: 0,
    completed: 6,
    cancelled: 0,
    after_sale: 0,
  }),
  "GET /api/message": ok(pageOf([1, 2, 3, 4, 5, 6, 7].map(message))),
  "GET /api/user/zizhi": ok([
    licence(1, "营业执照", "2099-12-31"),
    licence(2, "GSP证书", "2026-12-07"),
    licence(3, "药品经营许可证", "2026-11-01"),
  ]),
})

beforeEach(() => {
  Model.overview.reset()
})
afterEach(() => vi.unstubAllGlobals())

describe("会员中心's overview", () => {
  it("shows the balance, the counts, the newest five messages and the licences to act on", async () => {
    installFetch(answers())
    await Model.loadOverview(NOW)
    expect(Model.overview.status.value).toBe("ready")
    expect(Model.overview.data.value).toMatchObject({
      balance: "1280.50",
      coupons: 3,
      vouchers: 0,
      favourites: 2,
      orders: { unpaid: 2, unshipped: 1, shipped: 0, completed: 6 },
    })
    expect(Model.overview.data.value?.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5])
    // expired first, then by days left; a licence valid for years is not listed
    expect(Model.overview.data.value?.warnings.map((w) => w.message)).toEqual([
      L.warning("药品经营许可证", L.expired),
      L.warning("GSP证书", L.expiresIn(10)),
    ])
  })

  it("a count that cannot be read is unknown, never 0; the rest still shows", async () => {
    installFetch({
      ...answers(),
      "GET /api/user/couponNum": envelope(50000, "err", 500),
      "GET /api/order_count": envelope(50000, "err", 500),
      "GET /api/user/zizhi": envelope(50000, "err", 500),
    })
    await Model.loadOverview(NOW)
    expect(Model.overview.data.value).toMatchObject({
      balance: "1280.50",
      coupons: null,
      orders: null,
      warnings: [],
    })
  })

  it("without the messages the overview cannot be shown: failed", async () => {
    installFetch({ ...answers(), "GET /api/message": envelope(50000, "err", 500) })
    await Model.loadOverview(NOW)
    expect(Model.overview.status.value).toBe("failed")
    expect(Model.overview.data.value).toBeNull()
  })

  it("an older read answering after a newer one is not shown", async () => {
    installFetch(answers())
    let answerOld: () => void = () => {}
    vi.spyOn(Api, "money").mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerOld = () =>
            resolve({
              _tag: "Success",
              code: 10000,
              message: "",
              data: { user_money: "1.00", frozen_money: "0.00" },
            })
        }),
    )
    const older = Model.loadOverview(NOW)
    await Model.loadOverview(NOW)
    answerOld()
    await older
    expect(Model.overview.data.value?.balance).toBe("1280.50")
  })
})

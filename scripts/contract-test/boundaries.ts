/**
 * The amount rules at their edges: carts built to sit exactly at, one fen under and one fen over
 * every threshold the server states (cartplan.ts finds them from the goods' ladders): free
 * shipping (on goods − 满减; also in the band where the goods reach the threshold but not after
 * 满减), each 满减 tier (its amount and its status), each coupon's minimum (judged after 满减),
 * a goods' own free-shipping quantity (alone, and with lines that do not ship free on their own);
 * orders placed from such carts, with shipping and without,
 * with a coupon, carry their settlement's amounts; and, on the goods seen, activity prices
 * (rules.ts). Every settlement is checked in full (carts.ts); each case says which cart it was
 * and what it should have come to.
 */
import * as CouponRule from "@mall/core/Coupon"
import type { Fen } from "@mall/core/Money"
import type { Row } from "./bag.ts"
import { dataOf, isSuccess, rowsOf } from "./checks.ts"
import type { Problem } from "./checks.ts"
import { orderProblems } from "./amounts.ts"
import { amountOf, cartAfterManjian, goodsPages, planner, worldOf } from "./cartplan.ts"
import { Carts, RuleBroken, rule } from "./carts.ts"
import { activityPrices } from "./rules.ts"
import type { Pick, Settled } from "./carts.ts"
import { fen, shown, yuan } from "./money.ts"
import type { Suite } from "./suite.ts"

/** Runs each case (a label and its cart): every problem found is kept, with the case named. */
async function cases(
  carts: Carts,
  list: { label: string; picks: Pick[] | null; then?: (s: Settled) => Problem[] }[],
  skipped: string[],
): Promise<void> {
  const problems: Problem[] = []
  for (const c of list) {
    if (!c.picks) {
      skipped.push(c.label)
      continue
    }
    const cart = c.picks.map((p) => `${String(p.g.name ?? p.g.id)} ×${p.n}`).join(", ")
    try {
      await carts.fill(c.picks)
      const settled = await carts.settle()
      problems.push(
        ...(c.then?.(settled) ?? []).map((p) => ({
          ...p,
          detail: `${c.label} (${cart}): ${p.detail ?? p.cause}`,
        })),
      )
    } catch (error) {
      if (!(error instanceof RuleBroken)) throw error
      problems.push(
        ...error.problems.map((p) => ({
          ...p,
          detail: `${c.label} (${cart}): ${p.detail ?? p.cause}`,
        })),
      )
    }
  }
  await carts.clear()
  if (problems.length > 0) throw new RuleBroken(problems)
}

const around = (label: string, at: number) =>
  [
    [`one fen under ${label} ${yuan(at)}`, at - 1],
    [`at ${label} ${yuan(at)}`, at],
    [`one fen over ${label} ${yuan(at)}`, at + 1],
  ] as const

export async function runBoundaries(suite: Suite): Promise<void> {
  const inScope = suite.contract.operations.some(
    (o) => suite.inScope(o) && (o.tags.includes("cart") || o.tags.includes("order")),
  )
  if (!inScope || !suite.has("getGoodsList")) return
  const carts = new Carts(suite)
  const allGoods = await goodsPages(suite)
  const w = await worldOf(suite, carts, allGoods)
  const noteSkipped = (name: string, skipped: string[]) => {
    if (skipped.length > 0)
      suite.results.skip("postCartCheckout", `${name}: no cart for ${skipped.join("; ")}`)
  }
  const limit =
    Math.max(
      w.threshold ?? 0,
      ...w.tiers.map((t) => t.amount),
      ...w.coupons.map((c) => fen(c.min_amount)),
    ) + 6000
  const shipsFree = (g: Row) => Number(g.is_free_shipping) === 1
  const plain = planner(
    w.goods.filter((g) => !w.eligible.has(Number(g.id)) && !shipsFree(g)),
    limit,
  )
  const part = planner(
    w.goods.filter((g) => w.eligible.has(Number(g.id)) && !shipsFree(g)),
    limit,
  )

  if (w.threshold !== null) {
    const t = w.threshold
    const skipped: string[] = []
    await rule(
      suite,
      "free shipping at, one fen under and one fen over its threshold, and after 满减",
      async () => {
        const list = [
          ...around("the free-shipping threshold", t).map(([label, target]) => ({
            label: `goods ${label}`,
            picks: cartAfterManjian(w, plain, part, target, false),
          })),
          ...around("the free-shipping threshold after 满减", t).map(([label, target]) => ({
            label: `goods − 满减 ${label}`,
            picks: cartAfterManjian(w, plain, part, target, true),
          })),
        ]
        await cases(carts, list, skipped)
      },
    )
    noteSkipped("free shipping", skipped)
  }

  if (w.tiers.length > 0) {
    const skipped: string[] = []
    await rule(suite, "满减 at, one fen under and one fen over each tier", async () => {
      const list = w.tiers.flatMap((tier) =>
        around(`the tier 满${yuan(tier.amount)}减${yuan(tier.reduce)}`, tier.amount).map(
          ([label, target]) => ({ label: `eligible goods ${label}`, picks: part.exact(target) }),
        ),
      )
      await cases(carts, list, skipped)
    })
    noteSkipped("满减", skipped)
  }

  const plainCoupons = w.coupons.filter((c) => !CouponRule.isVariety(c as CouponRule.Coupon))
  if (plainCoupons.length > 0) {
    const skipped: string[] = []
    await rule(
      suite,
      "coupons are offered from their minimum, judged on goods − 满减",
      async () => {
        const mins = [...new Set(plainCoupons.map((c) => fen(c.min_amount)))].filter((m) => m > 0)
        const offered = (s: Settled): Problem[] => {
          const order = CouponRule.orderOf((s.expected.goods - s.expected.manjian) as Fen)
          const got = new Set(rowsOf(s.data.coupons).map((c) => Number(c.id)))
          return plainCoupons.flatMap((c) => {
            const should = CouponRule.appliesTo(c as CouponRule.Coupon, order)
            if (should === got.has(Number(c.id))) return []
            return [
              {
                op: "postCartCheckout",
                cause:
                  "a coupon is offered below its minimum, or not offered from it (judged on goods − 满减)",
                detail: `coupon ${String(c.id)} (${shown(c.amount)} off from ${shown(c.min_amount)}) ${should ? "is not offered" : "is offered"} for goods − 满减 ${yuan(s.expected.goods - s.expected.manjian)}`,
                exchange: s.x,
              },
            ]
          })
        }
        const list = mins.flatMap((m) =>
          around("the coupon minimum", m).map(([label, target]) => ({
            label: `goods ${label}`,
            picks: plain.exact(target),
            then: offered,
          })),
        )
        await cases(carts, list, skipped)
      },
    )
    noteSkipped("coupons", skipped)
  }

  const own = w.goods.find(
    (g) => shipsFree(g) && Number(g.free_shipping_number) > 1 && !w.eligible.has(Number(g.id)),
  )
  if (own && w.threshold !== null) {
    const n = Number(own.free_shipping_number)
    const fits = amountOf([{ g: own, n }]) < w.threshold && n <= Number(own.number)
    // with it, lines that do not ship free on their own (nor take part in 满减), one piece each
    const mixed = [
      { g: own, n },
      ...w.goods
        .filter((g) => !shipsFree(g) && !w.eligible.has(Number(g.id)))
        .slice(0, 2)
        .map((g) => ({ g, n: 1 })),
    ]
    const mixFits = fits && mixed.length > 1 && amountOf(mixed) < w.threshold
    const skipped: string[] = []
    await rule(
      suite,
      "a goods that ships free on its own does so from its own quantity, and a cart only when every line does",
      async () => {
        await cases(
          carts,
          [
            {
              label: `one under its free-shipping quantity ${n}`,
              picks: fits ? [{ g: own, n: n - 1 }] : null,
            },
            { label: `at its free-shipping quantity ${n}`, picks: fits ? [{ g: own, n }] : null },
            {
              label: `at its free-shipping quantity ${n}, with lines that do not ship free on their own, below the free-shipping threshold`,
              picks: mixFits ? mixed : null,
            },
          ],
          skipped,
        )
      },
    )
    noteSkipped("free shipping on its own", skipped)
  }

  if (w.threshold !== null && suite.bag.addressId !== undefined) {
    const t = w.threshold
    await rule(
      suite,
      "orders with shipping, without shipping and with a coupon carry their settlement's amounts",
      async () => {
        const plans: { label: string; picks: Pick[] | null; coupon: boolean }[] = [
          {
            label: "an order one fen under free shipping after 满减",
            picks: cartAfterManjian(w, plain, part, t - 1, true),
            coupon: true,
          },
          {
            label: "an order one fen under free shipping",
            picks: plain.exact(t - 1),
            coupon: false,
          },
          { label: "an order at free shipping", picks: plain.exact(t), coupon: false },
          {
            // free shipping is judged before the coupon: a coupon that takes the amount under
            // the threshold keeps the order free of shipping
            label: "an order at free shipping after 满减, with a coupon",
            picks: cartAfterManjian(w, plain, part, t, true),
            coupon: true,
          },
        ]
        const problems: Problem[] = []
        for (const p of plans) {
          if (!p.picks) continue
          await carts.fill(p.picks)
          const s = await carts.settle()
          const offered = rowsOf(s.data.coupons).filter(
            (c) => !CouponRule.isVariety(c as CouponRule.Coupon),
          )
          const coupon = p.coupon ? offered[0] : undefined
          const discount = coupon
            ? CouponRule.discountFor(
                coupon as CouponRule.Coupon,
                CouponRule.orderOf((s.expected.goods - s.expected.manjian) as Fen),
              )
            : 0
          const placed = await carts.call("postOrder", {
            body: {
              ids: s.ids,
              address_id: Number(suite.bag.addressId),
              pay_type: "wechat",
              ...(coupon ? { coupon_ids: [Number(coupon.id)] } : {}),
            },
          })
          if (!isSuccess(placed)) {
            problems.push({
              op: "postOrder",
              cause: "an order of a settled cart was not placed",
              detail: `${p.label}: postOrder answered ${placed.status}`,
              exchange: placed,
            })
            continue
          }
          const order = (dataOf(placed) ?? {}) as Row
          const detailX = await carts.call("getOrderById", { path: { id: Number(order.id) } })
          problems.push(
            ...orderProblems(
              s.data,
              discount,
              order,
              placed,
              (dataOf(detailX) ?? {}) as Row,
              detailX,
            ).map((q) => ({
              ...q,
              detail: `${p.label}${coupon ? ` with coupon ${String(coupon.id)}` : ""}: ${q.detail ?? q.cause}`,
            })),
          )
          await carts.must("postOrderCancel", {
            path: { id: Number(order.id) },
            body: { reason: "契约测试" },
          })
        }
        await carts.clear()
        if (problems.length > 0) throw new RuleBroken(problems)
      },
    )
  }
  await activityPrices(suite, allGoods)
}

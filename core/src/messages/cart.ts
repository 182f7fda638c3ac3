/** The cart page's words (step 1), and the words of a cart line the floating cart shares. */
import * as Money from "../Money.ts"
import type { Fen } from "../Money.ts"

export const cart = {
  heading: "我的购物车",
  selectAll: "全选",
  /** `选择 {name}` (a line's checkbox). */
  selectLine: (name: string): string => `选择 ${name}`,
  deleteSelected: "删除选中商品",
  /** `已选商品 {n} 种` */
  selectedCount: (n: number): string => `已选商品 ${n} 种`,
  subtotal: "商品总额",
  reduction: "满减优惠",
  freeShipping: "免运费",
  payable: "应付总额",
  checkout: "去结算",
  manjianTitle: "满减活动",
  reached: "已满足",
  notReached: "未满足",
  /** What counts towards 满减, said beside the tiers (the lines that count carry `manjianTag`). */
  manjianScope: "仅标有“满减”的商品计入满减金额",
  /** The mark of a line whose goods count towards 满减. */
  manjianTag: "满减",
  /**
   * `满减商品已选¥{eligible}，再买¥{gap}可减¥{reduce}` (the next tier when some chosen goods are
   * not in the 满减 activity: the gap is on the 满减 goods only).
   */
  manjianPartGap: (eligible: Fen, gap: Fen, reduce: Fen): string =>
    `满减商品已选¥${Money.toYuanString(eligible)}，再买¥${Money.toYuanString(gap)}满减商品可减¥${Money.toYuanString(reduce)}`,
  /** `所选商品均不参与满减，购买满减商品满¥{amount}可减¥{reduce}` (none of the chosen goods counts). */
  manjianNoneGap: (amount: Fen, reduce: Fen): string =>
    `所选商品均不参与满减，购买满减商品满¥${Money.toYuanString(amount)}可减¥${Money.toYuanString(reduce)}`,
  lines: "购物车商品列表",
  filters: "商品筛选",
  groupEmpty: "该分类下暂无商品",
  /** The unit a combination is bought in (one set). */
  setUnit: "组",
  /** `组合：{name} + {name}` (a combination line whose own name is empty). */
  combinationOf: (...names: ReadonlyArray<string>): string => `组合：${names.join(" + ")}`,
  /** `每组{n}{unit}` (how many of a goods one set of a combination holds). */
  perSet: (n: number, unit: string): string => `每组${n}${unit}`,
  /** `组合内容` (the goods of a combination line, as a list). */
  contents: "组合内容",
  /**
   * `库存仅剩{stock}{unit}，该商品按中包装（{pack}{unit}）的整数倍销售` (a quantity the stock cannot
   * hold because the goods is sold in whole packs: the stock is below one pack, or the quantity
   * was rounded up to the pack past the stock).
   */
  belowPack: (stock: number, unit: string, pack: number): string =>
    `库存仅剩${stock}${unit}，该商品按中包装（${pack}${unit}）的整数倍销售`,
} as const

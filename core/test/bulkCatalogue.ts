// A small catalogue and its index, shared by the bulk purchase tests (BulkIndex, BulkPurchase).
import * as BulkIndex from "../src/BulkIndex.ts"

export const goods = (over: Partial<BulkIndex.Indexable> = {}): BulkIndex.Indexable => ({
  id: 1,
  name: "感冒灵颗粒",
  initials: "gmlkl",
  mnemonic: "gmlj",
  pzwh: "国药准字Z44021940",
  barcode: "6901234567892",
  sccj: "华润三九医药股份有限公司",
  ypgg: "10g*9袋",
  ...over,
})

export const CATALOGUE: BulkIndex.Indexable[] = [
  goods(),
  goods({
    id: 2,
    name: "阿莫西林胶囊",
    initials: "amxljn",
    mnemonic: "amxljn",
    pzwh: "国药准字H13023964",
    barcode: "6901234567908",
    sccj: "华北制药股份有限公司",
    ypgg: "0.25g*24粒",
  }),
  goods({
    id: 3,
    name: "阿莫西林胶囊",
    initials: "amxljn",
    mnemonic: "amxljn",
    pzwh: "国药准字H44020242",
    barcode: "6901234567915",
    sccj: "珠海联邦制药股份有限公司",
    ypgg: "0.5g*20粒",
  }),
  goods({
    id: 4,
    name: "复方丹参滴丸",
    initials: "ffdsdw",
    mnemonic: "ffdsdw",
    pzwh: "国药准字Z10950111",
    barcode: "6901234567922",
    sccj: "天士力医药集团股份有限公司",
    ypgg: "27mg*180丸",
  }),
  goods({
    id: 5,
    name: "丹参片",
    initials: "dsp",
    mnemonic: "dsp",
    pzwh: "国药准字Z44020123",
    barcode: "6901234567939",
    sccj: "广州白云山",
    ypgg: "0.3g*60片",
  }),
]
export const INDEX = BulkIndex.build(CATALOGUE)

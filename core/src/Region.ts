/**
 * Regions (所在地区) a company can be in: the provincial divisions of the mainland, in the order
 * of the national administrative code. A form picks the province from this list; city and
 * district are typed in.
 */

export const PROVINCES: ReadonlyArray<string> = [
  "北京市",
  "天津市",
  "河北省",
  "山西省",
  "内蒙古自治区",
  "辽宁省",
  "吉林省",
  "黑龙江省",
  "上海市",
  "江苏省",
  "浙江省",
  "安徽省",
  "福建省",
  "江西省",
  "山东省",
  "河南省",
  "湖北省",
  "湖南省",
  "广东省",
  "广西壮族自治区",
  "海南省",
  "重庆市",
  "四川省",
  "贵州省",
  "云南省",
  "西藏自治区",
  "陕西省",
  "甘肃省",
  "青海省",
  "宁夏回族自治区",
  "新疆维吾尔自治区",
]

/** Whether the text names one of the provinces. */
export const isProvince = (s: string): boolean => PROVINCES.includes(s.trim())

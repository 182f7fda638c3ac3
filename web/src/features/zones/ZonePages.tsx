/**
 * 中药专区 (/zyyp, category zy, with its ads), 器械专区 (/qxzq, category qx) and 近效期专场 (/jxqzc:
 * goods expiring within 180 days, soonest first, with expiry date and days left).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useState } from "react"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Ads, adsPending } from "./Ads.tsx"
import { ExpiryGoods } from "./ExpiryGoods.tsx"
import * as Model from "./model.ts"
import { ZoneFrame, ZoneGoods } from "./ZoneGoods.tsx"

export function CategoryZonePage({ zone }: { zone: "zy" | "qx" }) {
  const { values, hrefOf } = useListQuery(Model.pageSpec)
  useEffect(() => {
    if (zone === "zy") void Model.zoneAds.load("zy")
  }, [zone])
  useEffect(() => {
    void Model.goods.load(
      zone === "zy" ? { page: values.page, zy: 2 } : { page: values.page, qx: 2 },
    )
  }, [zone, values])
  return (
    <ZoneFrame title={zone === "zy" ? Messages.pageTitles.zyyp : Messages.pageTitles.qxzq}>
      {zone === "zy" && (
        <Ads ads={Model.zoneAds.data.value?.ads ?? []} pending={adsPending(Model.zoneAds)} />
      )}
      <ZoneGoods resource={Model.goods} hrefOf={(p) => hrefOf({ page: p })} />
    </ZoneFrame>
  )
}

export function NearExpiryPage() {
  const { values, hrefOf } = useListQuery(Model.pageSpec)
  useEffect(() => {
    void Model.goods.load({ page: values.page, jxq: 1, order: "expiry" })
  }, [values])
  const [now] = useState(() => Date.now())
  return (
    <ZoneFrame title={Messages.pageTitles.jxqzc} description={Messages.zones.sortedByExpiry}>
      <ZoneGoods
        resource={Model.goods}
        hrefOf={(p) => hrefOf({ page: p })}
        render={(items) => <ExpiryGoods items={items} nowMs={now} />}
      />
    </ZoneFrame>
  )
}

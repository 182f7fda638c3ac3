/**
 * The campaign templates without a page title (/zqmb, /hdmb): fed by GET /api/focus/demo for the
 * page's `?id=`; its ads as a strip of tiles (/zqmb three a row, /hdmb two) above the activity's
 * goods, whose heading is the page's h1.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Ads, adsPending } from "./Ads.tsx"
import * as Model from "./model.ts"
import { ZoneFrame } from "./ZoneGoods.tsx"

export function TemplatePage({ kind }: { kind: "zqmb" | "hdmb" }) {
  const { values } = useListQuery(Model.templateSpec)
  useEffect(() => {
    void Model.template.load(values.id)
  }, [values])
  return (
    <ZoneFrame
      title={Messages.zones.activityGoods}
      top={
        <Ads
          ads={Model.template.data.value?.ads ?? []}
          perRow={kind === "zqmb" ? 3 : 2}
          pending={adsPending(Model.template)}
        />
      }
    >
      <ListState
        resource={Model.template}
        isEmpty={(d) => d.goods.length === 0}
        empty={Messages.zones.empty}
        rows={6}
      >
        {(d) => <GoodsItems items={d.goods} view="grid" />}
      </ListState>
    </ZoneFrame>
  )
}

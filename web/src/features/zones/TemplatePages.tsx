/**
 * The campaign templates without titles (/zqmb, /hdmb): fed by GET /api/focus/demo for the
 * page's `?id=`; /zqmb shows its ads as one wide banner each, /hdmb as tiles above the goods.
 * The page heading is for assistive technology only (the pages have no title, spec §2).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Ads } from "./Ads.tsx"
import * as Model from "./model.ts"
import { ZoneFrame } from "./ZoneGoods.tsx"

export function TemplatePage({ kind }: { kind: "zqmb" | "hdmb" }) {
  const { values } = useListQuery(Model.templateSpec)
  useEffect(() => {
    void Model.template.load(values.id)
  }, [values])
  const data = Model.template.data.value
  return (
    <ZoneFrame title={data?.ads[0]?.name ?? Messages.zones.templateGoods} hiddenTitle>
      <ListState
        resource={Model.template}
        isEmpty={(d) => d.goods.length === 0 && d.ads.length === 0}
        rows={6}
      >
        {(d) => (
          <>
            <Ads ads={d.ads} wide={kind === "zqmb"} />
            <h2>{Messages.zones.templateGoods}</h2>
            {d.goods.length === 0 ? (
              <p>{Messages.zones.empty}</p>
            ) : (
              <GoodsItems items={d.goods} view="grid" />
            )}
          </>
        )}
      </ListState>
    </ZoneFrame>
  )
}

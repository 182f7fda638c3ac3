/**
 * 控销专区: /kxzq (its ads, groups and controlled goods), /kxzq/new (控销新品) and
 * /kxzq/goods/{url}/{ads?} (a group's goods with the ad tiles whose slot ids the path names).
 * Companies not allowed to buy controlled goods (and guests) see the server's reason instead of
 * goods.
 */
import * as Messages from "@mall/core/Messages"
import * as Zone from "@mall/core/Zone"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { signedIn } from "../../lib/session/session.ts"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Ads, adsPending } from "./Ads.tsx"
import * as Model from "./model.ts"
import { ZoneFrame, ZoneNotice } from "./ZoneGoods.tsx"

/** The groups of 控销专区 as tabs: all, 控销新品, then each group (`current`: its path, or a group's url). */
function Groups({ current }: { current: string }) {
  const info = Model.kxzq.data.value
  if (info === null) return null
  const M = Messages.zones
  const paths = new Map<string, string>([
    ["/kxzq", "/kxzq"],
    ["/kxzq/new", "/kxzq/new"],
    ...info.groups.map((g) => [g.url, `/kxzq/goods/${g.url}/${g.ads.join(",")}`] as const),
  ])
  return (
    <StatusTabs
      label={M.kxzqGroups}
      tabs={[
        { value: "/kxzq", label: M.kxzqAll },
        { value: "/kxzq/new", label: M.kxzqNew },
        ...info.groups.map((g) => ({ value: g.url, label: g.name })),
      ]}
      current={current}
      hrefOf={(value) => paths.get(value) ?? "/kxzq"}
    />
  )
}

/** Why the company sees no controlled goods (the server's reason), and the way to sign in. */
function NoRight({ reason }: { reason: string }) {
  return (
    <ZoneNotice
      title={Messages.zones.kxzqNoRight}
      actions={
        signedIn.value ? undefined : (
          <ButtonLink to="/login" variant="primary">
            {Messages.zones.goLogin}
          </ButtonLink>
        )
      }
    >
      {reason}
    </ZoneNotice>
  )
}

function Refused() {
  const info = Model.kxzq.data.value
  if (info === null || info.allowed === 1) return null
  return <NoRight reason={info.reason} />
}

export function KxzqPage({ fresh }: { fresh: boolean }) {
  useEffect(() => {
    void Model.kxzq.load(null)
  }, [])
  useEffect(() => {
    void Model.kxzqFocus.load(fresh)
  }, [fresh])
  return (
    <ZoneFrame title={Messages.pageTitles.kxzq}>
      <Ads ads={Model.kxzqFocus.data.value?.ads ?? []} pending={adsPending(Model.kxzqFocus)} />
      <div>
        <Groups current={fresh ? "/kxzq/new" : "/kxzq"} />
        <Refused />
        {/* the goods wait for the company's right: unread, the page says so with 重新加载 */}
        <ListState resource={Model.kxzq} isEmpty={() => false} rows={6}>
          {(info) =>
            info.allowed === 1 && (
              <ListState
                resource={Model.kxzqFocus}
                isEmpty={(d) => d.goods.length === 0}
                empty={Messages.zones.empty}
                rows={6}
              >
                {(d) => <GoodsItems items={d.goods} view="grid" />}
              </ListState>
            )
          }
        </ListState>
      </div>
    </ZoneFrame>
  )
}

export function KxzqGoodsPage({ url, ads }: { url: string; ads: string | undefined }) {
  const { values, hrefOf } = useListQuery(Model.pageSpec)
  const ids = Zone.idsOf(ads)
  const idsKey = ids.join(",")
  useEffect(() => {
    void Model.kxzq.load(null)
  }, [])
  useEffect(() => {
    if (idsKey !== "") void Model.kxzqAds.load(Zone.idsOf(idsKey))
  }, [idsKey])
  useEffect(() => {
    void Model.kxzqGoods.load({ url, page: values.page })
  }, [url, values])
  const data = Model.kxzqGoods.data.value
  const group = data !== null && data.url === url ? data : null
  return (
    <ZoneFrame title={group?.name ?? Messages.pageTitles.kxzq}>
      {idsKey !== "" && (
        <Ads
          ads={Model.kxzqAds.data.value ?? []}
          perRow={2}
          size={[590, 200]}
          pending={adsPending(Model.kxzqAds)}
        />
      )}
      <div>
        <Groups current={url} />
        {group !== null && group.allowed === 0 ? (
          <NoRight reason={group.reason} />
        ) : (
          <PagedList
            resource={Model.kxzqGoods}
            pageOf={(d) => d.goods}
            empty={Messages.zones.empty}
            rows={6}
            hrefOf={(p) => hrefOf({ page: p })}
          >
            {(goods) => <GoodsItems items={goods} view="grid" />}
          </PagedList>
        )}
      </div>
    </ZoneFrame>
  )
}

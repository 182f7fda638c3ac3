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
import { Link } from "../../lib/ui/Link.tsx"
import { Ads, adsPending } from "./Ads.tsx"
import * as Model from "./model.ts"
import { ZoneFrame, ZoneNotice } from "./ZoneGoods.tsx"
import styles from "./Zones.module.css"

function Groups({ current }: { current: string | null }) {
  const info = Model.kxzq.data.value
  if (info === null) return null
  const M = Messages.zones
  return (
    <ul className={styles.sections} aria-label={M.kxzqGroups}>
      <li>
        <Link to="/kxzq" className={current === null ? styles.sectionActive : styles.section}>
          {M.kxzqAll}
        </Link>
      </li>
      <li>
        <Link to="/kxzq/new" className={current === "new" ? styles.sectionActive : styles.section}>
          {M.kxzqNew}
        </Link>
      </li>
      {info.groups.map((g) => (
        <li key={g.url}>
          <Link
            to={`/kxzq/goods/${g.url}/${g.ads.join(",")}`}
            className={current === g.url ? styles.sectionActive : styles.section}
            aria-current={current === g.url ? "page" : undefined}
          >
            {g.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Refused() {
  const info = Model.kxzq.data.value
  if (info === null || info.allowed === 1) return null
  return (
    <ZoneNotice>
      <strong>{Messages.zones.kxzqNoRight}</strong>
      <p>{info.reason}</p>
      {!signedIn.value && <Link to="/login">{Messages.zones.goLogin}</Link>}
    </ZoneNotice>
  )
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
      <Groups current={fresh ? "new" : null} />
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
          wide={false}
          pending={adsPending(Model.kxzqAds)}
        />
      )}
      <Groups current={url} />
      {group !== null && group.allowed === 0 ? (
        <ZoneNotice>
          <strong>{Messages.zones.kxzqNoRight}</strong>
          <p>{group.reason}</p>
        </ZoneNotice>
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
    </ZoneFrame>
  )
}

/**
 * 包邮专区 (/yx grid, /yx/table table): its ads and the free-shipping goods, for companies whose
 * flag opens the zone (core Zone.yxAccess); guests are asked to sign in, other companies told it
 * is not open for them. /yx/rule: the rules page (no header, footer or right panel).
 */
import * as Messages from "@mall/core/Messages"
import * as Zone from "@mall/core/Zone"
import { useEffect } from "react"
import type { View } from "../../lib/goods/goods.ts"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { sessionShown, signedIn, user } from "../../lib/session/session.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import { Ads, adsPending } from "./Ads.tsx"
import * as Model from "./model.ts"
import { ViewSwitch, ZoneFrame, ZoneGoods, ZoneNotice } from "./ZoneGoods.tsx"
import styles from "./Zones.module.css"

export function YxPage({ view }: { view: View }) {
  const { values, hrefOf } = useListQuery(Model.pageSpec)
  const access = !sessionShown.value ? null : Zone.yxAccess(signedIn.value ? user.value : null)
  useEffect(() => {
    if (access !== "Allowed") return
    void Model.zoneAds.load("yx")
    void Model.goods.load({ page: values.page, yx: 1 })
  }, [access, values])
  const M = Messages.zones
  const page = hrefOf({ page: values.page }).replace(/^[^?]*/, "")
  return (
    <ZoneFrame title={Messages.pageTitles.yx}>
      {access === "Guest" && (
        <ZoneNotice>
          {M.loginToView} <Link to="/login">{M.goLogin}</Link>
        </ZoneNotice>
      )}
      {access === "NoRight" && <ZoneNotice>{M.yxNoRight}</ZoneNotice>}
      {access === "Allowed" && (
        <>
          <Ads ads={Model.zoneAds.data.value?.ads ?? []} pending={adsPending(Model.zoneAds)} />
          <p>
            <Link to="/yx/rule">{M.ruleLink}</Link>
          </p>
          <ViewSwitch grid={`/yx${page}`} table={`/yx/table${page}`} view={view} />
          <ZoneGoods resource={Model.goods} view={view} hrefOf={(p) => hrefOf({ page: p })} />
        </>
      )}
    </ZoneFrame>
  )
}

export function YxRulePage() {
  useEffect(() => {
    void Model.yxRule.load(null)
  }, [])
  const rule = Model.yxRule.data.value
  return (
    <div className={styles.rule}>
      <h1>{rule?.title ?? Messages.pageTitles.yx_rule}</h1>
      {Model.yxRule.status.value === "failed" && (
        <FailedNotice onRetry={() => void Model.yxRule.reload()} />
      )}
      {rule !== null && <SafeHtml html={rule.content} />}
      <p>
        <Link to="/yx">{Messages.pageTitles.yx}</Link>
      </p>
    </div>
  )
}

/**
 * 包邮专区 (/yx grid, /yx/table table): its ads and the free-shipping goods, for companies whose
 * flag opens the zone (core Zone.yxAccess); guests are asked to sign in, other companies told it
 * is not open for them. /yx/rule: the rules page (no header, footer or right panel), its rules
 * numbered as the server lists them.
 */
import * as Messages from "@mall/core/Messages"
import * as Heading from "@mall/core/Heading"
import * as Zone from "@mall/core/Zone"
import { useEffect } from "react"
import type { View } from "../../lib/goods/goods.ts"
import { ListState } from "../../lib/kit/ListState.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { sessionShown, signedIn, user } from "../../lib/session/session.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
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
    <ZoneFrame
      title={Messages.pageTitles.yx}
      actions={
        access === "Allowed" ? (
          <ButtonLink to="/yx/rule" variant="text">
            {M.ruleLink}
          </ButtonLink>
        ) : undefined
      }
    >
      {access === "Guest" && (
        <ZoneNotice
          actions={
            <ButtonLink to="/login" variant="primary">
              {M.goLogin}
            </ButtonLink>
          }
        >
          {M.loginToView}
        </ZoneNotice>
      )}
      {access === "NoRight" && <ZoneNotice>{M.yxNoRight}</ZoneNotice>}
      {access === "Allowed" && (
        <>
          <Ads ads={Model.zoneAds.data.value?.ads ?? []} pending={adsPending(Model.zoneAds)} />
          <div>
            <ViewSwitch grid={`/yx${page}`} table={`/yx/table${page}`} view={view} />
            <ZoneGoods resource={Model.goods} view={view} hrefOf={(p) => hrefOf({ page: p })} />
          </div>
        </>
      )}
    </ZoneFrame>
  )
}

/**
 * The rules page stands alone (no header, footer or right panel): a card in the middle of the
 * page with its one h1 and the way back to the zone; the rules text without a heading repeating
 * that title (core `Heading.withoutTitle`).
 */
export function YxRulePage() {
  useEffect(() => {
    void Model.yxRule.load(null)
  }, [])
  const title = Model.yxRule.data.value?.title ?? Messages.pageTitles.yx_rule
  return (
    <div className={styles.rulePage}>
      <Card>
        <PageHeader title={title} back={{ to: "/yx", label: Messages.pageTitles.yx }} />
        <ListState resource={Model.yxRule} isEmpty={(r) => r.content.trim() === ""} rows={4}>
          {(rule) => (
            <SafeHtml
              html={Heading.withoutTitle(rule.content, rule.title)}
              className={styles.rule}
            />
          )}
        </ListState>
      </Card>
    </div>
  )
}

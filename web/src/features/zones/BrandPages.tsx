/** 品牌专区: the brand wall with paging (/ppzq/{page?}) and a brand's banner, story and goods (/ppzq/info/{id}/{page?}). */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Ads, adsPending } from "./Ads.tsx"
import { BrandWall } from "./BrandWall.tsx"
import * as Model from "./model.ts"
import { ZoneFrame, ZoneGoods } from "./ZoneGoods.tsx"
import styles from "./Zones.module.css"

export function BrandWallPage({ page }: { page: number }) {
  useEffect(() => {
    void Model.brandFocus.load(null)
  }, [])
  useEffect(() => {
    void Model.brands.load(page)
  }, [page])
  const ads = Model.brandFocus.data.value?.ads ?? []
  return (
    <ZoneFrame title={Messages.pageTitles.ppzq}>
      <Ads ads={ads} pending={adsPending(Model.brandFocus)} />
      <Card title={Messages.zones.brandWall}>
        <PagedList
          resource={Model.brands}
          empty={Messages.zones.noBrands}
          hrefOf={(p) => `/ppzq/${p}`}
        >
          {(brands) => <BrandWall brands={brands} />}
        </PagedList>
      </Card>
    </ZoneFrame>
  )
}

export function BrandPage({ id, page }: { id: number; page: number }) {
  useEffect(() => {
    void Model.brand.load(id)
  }, [id])
  useEffect(() => {
    void Model.goods.load({ page, brand_id: id })
  }, [id, page])
  const data = Model.brand.data.value
  const shown = data !== null && data.brand.id === id ? data : null
  return (
    <ZoneFrame
      title={shown?.brand.name ?? Messages.pageTitles.ppzq}
      back={{ to: "/ppzq", label: Messages.pageTitles.ppzq }}
    >
      {shown !== null && (
        <>
          <Ads ads={shown.ads.slice(0, 1)} perRow={1} />
          <Card title={Messages.zones.brandStory}>
            <div className={styles.story}>
              <Image src={shown.brand.logo} alt={shown.brand.name} width={200} height={100} />
              <p>{shown.brand.description ?? "-"}</p>
            </div>
          </Card>
        </>
      )}
      <Card title={Messages.zones.brandGoods}>
        <ZoneGoods resource={Model.goods} hrefOf={(p) => `/ppzq/info/${id}/${p}`} />
      </Card>
    </ZoneFrame>
  )
}

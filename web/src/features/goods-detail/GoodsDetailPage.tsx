/**
 * /list/info/{id}: images, every goods field, the ladder table, the free-shipping rule, batch and
 * expiry, description and instructions (sanitised HTML), related goods. The buy box and the
 * favourite button are passed in by the route (`buy`, `favorite`), so the page uses the same
 * add-to-cart and favourite actions as the lists.
 */
import { useEffect, useState, type ReactNode } from "react"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { MissingNotice } from "../../lib/kit/MissingNotice.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Tabs } from "../../lib/ui/Tabs.tsx"
import * as Messages from "@mall/core/Messages"
import * as Welfare from "@mall/core/Welfare"
import { Image, loadingAt } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import { LadderTable } from "./LadderTable.tsx"
import {
  activeImage,
  chooseQuantity,
  goods,
  images,
  ladderRows,
  loadDetail,
  price,
  related,
  shippingLabel,
  showImage,
  status,
  stock,
  unavailable,
  type Goods,
  type GoodsDetail,
} from "./model.ts"
import styles from "./GoodsDetail.module.css"

export type GoodsDetailPageProps = {
  id: string
  /** Quantity input and 加入购物车 for the goods; it tells `onQuantity` what it holds. */
  buy: (goods: GoodsDetail, onQuantity: (quantity: number | null) => void) => ReactNode
  /** 收藏 / 取消收藏 for the goods. */
  favorite: (goods: GoodsDetail) => ReactNode
}

function Gallery({ name }: { name: string }) {
  const list = images.value
  const current = list[activeImage.value] ?? list[0]
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <Image
          src={current}
          alt={name}
          width={360}
          height={360}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      {list.length > 1 && (
        <ul className={styles.thumbs} aria-label={Messages.goodsDetail.images}>
          {list.map((src, i) => (
            <li key={`${i}-${src}`}>
              <Button
                variant="text"
                aria-label={Messages.goodsDetail.imageN(i + 1)}
                aria-pressed={i === activeImage.value}
                className={styles.thumb}
                onClick={() => showImage(i)}
                onMouseEnter={() => showImage(i)}
              >
                <Image src={src} alt="" width={56} height={56} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Info({
  g,
  buy,
  favorite,
}: { g: GoodsDetail } & Pick<GoodsDetailPageProps, "buy" | "favorite">) {
  const st = stock.value
  const blocked = unavailable.value
  return (
    <div className={styles.info}>
      <PageHeader
        title={g.name}
        description={
          g.tags.length > 0 ? (
            <span className={styles.tags}>
              {g.tags.map((t) => (
                <span key={t.name} title={t.title ?? t.name} className={styles.tag}>
                  <Tag text={t.name} />
                  {t.title !== undefined && t.title !== t.name && <span>{t.title}</span>}
                </span>
              ))}
            </span>
          ) : undefined
        }
      />
      <div className={styles.priceBox}>
        <div className={styles.priceRow}>
          <span className={styles.priceLabel} id="goods-price">
            {Messages.goodsDetail.price}
          </span>
          {/* the price of the quantity in the buy box: a status, said again when it changes */}
          <output aria-labelledby="goods-price">
            <Price amount={price.value ?? undefined} raw={g.base_price} size="large" />
          </output>
          {g.market_price !== undefined && (
            <>
              <span className={styles.priceLabel}>{Messages.common.marketPrice}</span>
              <Price raw={g.market_price} size="small" strike />
            </>
          )}
        </div>
        {g.original_price !== undefined && <WelfareLine goods={g} />}
        <LadderTable rows={ladderRows.value} />
        {shippingLabel.value !== null && (
          <p className={styles.promo}>
            <Tag text={Messages.goodsDetail.freeShipping} />
            {shippingLabel.value}
          </p>
        )}
      </div>
      <dl className={styles.fields}>
        <Field label={Messages.text["goods.maker"]}>{g.sccj}</Field>
        <Field label={Messages.text["goods.spec"]}>{g.ypgg}</Field>
        <Field label={Messages.text["goods.unit"]}>{g.bzdw}</Field>
        {g.pzwh !== undefined && <Field label={Messages.common.approval}>{g.pzwh}</Field>}
        <Field label={Messages.text["goods.stock"]}>
          {blocked !== null ? (
            <StatusBadge tone="muted">{blocked}</StatusBadge>
          ) : (
            Messages.common.withUnit(st ?? "-", g.bzdw)
          )}
        </Field>
        {g.zbz !== undefined && (
          <Field label={Messages.goodsDetail.pack}>{Messages.common.withUnit(g.zbz, g.bzdw)}</Field>
        )}
        {g.jzl !== undefined && (
          <Field label={Messages.goodsDetail.caseSize}>
            {Messages.common.withUnit(g.jzl, g.bzdw)}
          </Field>
        )}
        {g.ph !== undefined && g.ph !== "" && (
          <Field label={Messages.goodsDetail.batch}>{g.ph}</Field>
        )}
        {g.scrq !== undefined && g.scrq !== "" && (
          <Field label={Messages.goodsDetail.productionDate}>{g.scrq}</Field>
        )}
        {g.yxq !== undefined && g.yxq !== "" && (
          <Field label={Messages.common.expiry}>{g.yxq}</Field>
        )}
        {g.ck_name !== undefined && g.ck_name !== "" && (
          <Field label={Messages.goodsDetail.warehouse}>{g.ck_name}</Field>
        )}
        {g.brand !== undefined && <Field label={Messages.goodsDetail.brand}>{g.brand.name}</Field>}
      </dl>
      <div className={styles.actions}>
        {buy(g, chooseQuantity)}
        {favorite(g)}
      </div>
    </div>
  )
}

function Details({ g }: { g: GoodsDetail }) {
  const [tab, setTab] = useState<"description" | "instructions">("description")
  return (
    <section className={styles.tabs}>
      <Tabs
        idPrefix="goods"
        chosen={tab}
        onChoose={setTab}
        tabs={(["description", "instructions"] as const).map((t) => ({
          value: t,
          label: Messages.goodsDetail[t],
          panel: <SafeHtml html={t === "description" ? g.description : g.instructions} />,
        }))}
      />
    </section>
  )
}

function Related({ items }: { items: ReadonlyArray<Goods> }) {
  if (items.length === 0) return null
  return (
    <Card title={Messages.goodsDetail.related}>
      <ul className={styles.related}>
        {items.slice(0, 6).map((r, i) => (
          <li key={r.id}>
            <Link to={`/list/info/${r.id}`} className={styles.relatedLink}>
              <Image
                src={r.goods_image[0]}
                alt=""
                width={150}
                height={150}
                loading={loadingAt(i)}
              />
              <span className={styles.relatedName}>{r.name}</span>
            </Link>
            <Price raw={r.base_price} />
          </li>
        ))}
      </ul>
    </Card>
  )
}

export function GoodsDetailPage({ id, buy, favorite }: GoodsDetailPageProps) {
  useEffect(() => {
    void loadDetail(id)
  }, [id])
  const g = goods.value
  const st = status.value
  return (
    <div className={`page-width ${styles.page}`}>
      <nav aria-label={Messages.goodsDetail.breadcrumb} className={styles.breadcrumb}>
        <Link to="/">{Messages.goodsDetail.home}</Link> &gt;{" "}
        <Link to="/list">{Messages.goodsDetail.list}</Link>
        {g !== null && st === "ready" && (
          <>
            {" "}
            &gt; <span>{g.name}</span>
          </>
        )}
      </nav>
      {(st === "failed" || st === "missing" || g === null) && (
        <PageHeader title={Messages.pageTitles.list_info} />
      )}
      {st === "loading" && g === null && (
        <p className={styles.loading} role="status">
          {Messages.common.loading}
        </p>
      )}
      {st === "missing" && (
        <Card>
          <MissingNotice
            text={Messages.goodsDetail.loadFailed}
            back="/list"
            backText={Messages.goodsDetail.backToList}
          />
        </Card>
      )}
      {st === "failed" && (
        <Card>
          <FailedNotice onRetry={() => void loadDetail(id)} />
        </Card>
      )}
      {g !== null && st !== "failed" && st !== "missing" && (
        <div className={styles.sections}>
          <div className={styles.top}>
            <Gallery name={g.name} />
            <Info g={g} buy={buy} favorite={favorite} />
          </div>
          <Details g={g} />
          <Related items={related.value} />
        </div>
      )}
    </div>
  )
}

/** While 全场94折 runs: the price above is the activity price; the price before it and the saving. */
function WelfareLine({ goods }: { goods: Welfare.Goods }) {
  const priced = Welfare.ofGoods(goods)
  return (
    <p className={styles.promo}>
      <Link to="/welfare" className={styles.promoLink}>
        <Tag text={Messages.pageTitles.welfare} />
      </Link>
      {Messages.zones.originalPrice} <Price amount={priced.base} size="small" strike />{" "}
      {priced.saving > 0 && Messages.zones.save(priced.saving)}
    </p>
  )
}

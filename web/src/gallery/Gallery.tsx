/**
 * Every component of the design system (lib/ui, and the kit pieces drawn with it) in its states,
 * side by side. The controls are live (a date can be picked, a stepper stepped) but hold sample
 * values only; nothing is sent anywhere.
 */
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { useState, type ReactNode } from "react"
import { DataTable } from "../lib/kit/DataTable.tsx"
import { PagerNav } from "../lib/kit/Pager.tsx"
import { StatusBadge } from "../lib/kit/StatusBadge.tsx"
import { StatusTabs } from "../lib/kit/StatusTabs.tsx"
import { Button, ButtonLink, type ButtonVariant, type ControlSize } from "../lib/ui/Button.tsx"
import { Card } from "../lib/ui/Card.tsx"
import { DateField, DateRange } from "../lib/ui/DateField.tsx"
import { EmptyState } from "../lib/ui/EmptyState.tsx"
import {
  Checkbox,
  Choices,
  Field,
  FieldGroup,
  FormGrid,
  FormRow,
  Radio,
  fieldAria,
} from "../lib/ui/Field.tsx"
import { Select, TextArea, TextInput } from "../lib/ui/Input.tsx"
import { FileField } from "../lib/ui/FileField.tsx"
import { GoodsCard, GoodsGrid } from "../lib/ui/GoodsCard.tsx"
import { IconButton } from "../lib/ui/IconButton.tsx"
import { Notice } from "../lib/ui/Notice.tsx"
import { NumberStepper } from "../lib/ui/NumberStepper.tsx"
import { PageHeader } from "../lib/ui/PageHeader.tsx"
import { Price } from "../lib/ui/Price.tsx"
import { Steps } from "../lib/ui/Steps.tsx"
import { Tabs } from "../lib/ui/Tabs.tsx"
import { Tag } from "../lib/ui/Tag.tsx"
import { Timeline } from "../lib/ui/Timeline.tsx"
import styles from "./Gallery.module.css"
import { calendarIcon } from "../lib/ui/icons/calendar.ts"
import { chevronLeftIcon } from "../lib/ui/icons/chevronLeft.ts"
import { chevronRightIcon } from "../lib/ui/icons/chevronRight.ts"
import { closeIcon } from "../lib/ui/icons/close.ts"

const g = Messages.gallery
const s = g.sample
const today = { year: 2026, month: 11, day: 27 }

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id} data-gallery-section={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <div className={styles.rowBody}>{children}</div>
    </div>
  )
}

const swatches = [
  "accent",
  "accent-dark",
  "accent-light",
  "price",
  "text",
  "muted",
  "faint",
  "border",
  "border-strong",
  "bg",
  "info",
  "success",
  "warning",
  "danger",
] as const

const typeScale = ["xs", "sm", "md", "lg", "xl", "2xl", "3xl"] as const

function Tokens() {
  return (
    <Section id="tokens" title={g.sections.tokens}>
      <ul className={styles.swatches}>
        {swatches.map((name) => (
          <li key={name}>
            <span className={styles.swatch} data-colour={name} />
            <code>--color-{name}</code>
          </li>
        ))}
      </ul>
      <ul className={styles.type}>
        {typeScale.map((size) => (
          <li key={size} data-size={size}>
            <code>--text-{size}</code> {s.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}

const variants: ReadonlyArray<ButtonVariant> = ["primary", "secondary", "danger", "text"]
const sizes: ReadonlyArray<ControlSize> = ["sm", "md", "lg"]

function Buttons() {
  return (
    <Section id="buttons" title={g.sections.buttons}>
      {variants.map((variant) => (
        <Row key={variant} label={g.variants[variant]}>
          {(variant === "text" ? (["md"] as const) : sizes).map((size) => (
            <Button key={size} variant={variant} size={size}>
              {Messages.text["goods.addToCart"]}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {g.states.disabled}
          </Button>
          <Button variant={variant} busy>
            {g.states.busy}
          </Button>
        </Row>
      ))}
      <Row label={Messages.kit.home}>
        <ButtonLink to="/" variant="secondary" size="md">
          {Messages.kit.home}
        </ButtonLink>
        <ButtonLink to="/" variant="primary" size="sm">
          {Messages.kit.home}
        </ButtonLink>
      </Row>
    </Section>
  )
}

function IconButtons() {
  return (
    <Section id="icon-buttons" title={g.sections.iconButtons}>
      <Row label={g.states.normal}>
        {sizes.map((size) => (
          <IconButton key={size} icon={closeIcon} size={size} label={Messages.ui.close} />
        ))}
        {sizes.map((size) => (
          <IconButton
            key={size}
            icon={calendarIcon}
            size={size}
            look="outlined"
            label={Messages.ui.openCalendar}
          />
        ))}
        <span className={styles.dark}>
          <IconButton
            icon={chevronLeftIcon}
            size="lg"
            look="overlay"
            label={Messages.ui.previousMonth}
          />
          <IconButton
            icon={chevronRightIcon}
            size="lg"
            look="overlay"
            label={Messages.ui.nextMonth}
          />
        </span>
        <IconButton icon={closeIcon} label={g.states.disabled} disabled />
      </Row>
    </Section>
  )
}

function Fields() {
  const [text, setText] = useState<string>(s.company)
  return (
    <Section id="fields" title={g.sections.fields}>
      <Row label={g.sizes.md}>
        <TextInput
          aria-label={Messages.register.company}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <TextInput
          aria-label={Messages.register.phone}
          placeholder={Messages.register.phonePlaceholder}
        />
        <Select
          aria-label={Messages.register.companyType}
          prompt={Messages.register.companyTypePlaceholder}
          options={[{ value: "1", label: Messages.companyTypes.pharmacy }]}
        />
      </Row>
      <Row label={g.sizes.sm}>
        <TextInput size="sm" aria-label={Messages.register.company} defaultValue={s.company} />
        <Select
          size="sm"
          aria-label={Messages.register.companyType}
          options={[{ value: "1", label: Messages.companyTypes.pharmacy }]}
        />
      </Row>
      <Row label={g.states.invalid}>
        <TextInput aria-label={Messages.register.phone} defaultValue="1380013" aria-invalid />
        <TextInput aria-label={Messages.register.company} disabled defaultValue={s.company} />
        <Select
          aria-label={Messages.register.companyType}
          disabled
          options={[{ value: "1", label: Messages.companyTypes.pharmacy }]}
        />
      </Row>
      <Row label={Messages.register.address}>
        <span className={styles.wide}>
          <TextArea aria-label={Messages.register.address} defaultValue={s.remark} rows={3} />
        </span>
      </Row>
    </Section>
  )
}

function Dates() {
  const [day, setDay] = useState("2026-11-27")
  const [start, setStart] = useState("2026-11-01")
  const [end, setEnd] = useState("")
  return (
    <Section id="dates" title={g.sections.dates}>
      <Row label={g.states.normal}>
        <DateField
          value={day}
          onChange={setDay}
          label={Messages.kit.dateFrom}
          aria-label={Messages.kit.dateFrom}
          today={today}
        />
        <DateField
          value=""
          onChange={() => undefined}
          label={Messages.kit.dateTo}
          aria-label={Messages.kit.dateTo}
          today={today}
        />
        <DateField
          value="2026/13/45"
          onChange={() => undefined}
          label={g.states.invalid}
          aria-label={g.states.invalid}
          aria-invalid
          today={today}
        />
        <DateField
          value="2026-11-27"
          onChange={() => undefined}
          label={g.states.disabled}
          aria-label={g.states.disabled}
          disabled
          today={today}
        />
      </Row>
      <Row label={Messages.kit.dateRange}>
        <DateRange
          start={start}
          end={end}
          onStart={setStart}
          onEnd={setEnd}
          startLabel={Messages.kit.dateFrom}
          endLabel={Messages.kit.dateTo}
        />
      </Row>
    </Section>
  )
}

function Stepper() {
  const [n, setN] = useState("10")
  const step = (d: "down" | "up") =>
    setN((v) => String(Math.max(1, Number(v) + (d === "up" ? 1 : -1))))
  const common = {
    label: Messages.common.quantityOf(s.name),
    decreaseLabel: Messages.common.decrease(s.name),
    increaseLabel: Messages.common.increase(s.name),
  }
  return (
    <Section id="stepper" title={g.sections.stepper}>
      <Row label={g.sizes.sm}>
        <NumberStepper
          {...common}
          value={n}
          onChange={setN}
          onStep={step}
          canDown={Number(n) > 1}
          canUp
        />
        <NumberStepper
          {...common}
          value="1"
          onChange={() => undefined}
          onStep={() => undefined}
          canDown={false}
          canUp
        />
        <NumberStepper
          {...common}
          value="0"
          onChange={() => undefined}
          onStep={() => undefined}
          canDown={false}
          canUp
          invalid
        />
        <NumberStepper
          {...common}
          value="10"
          onChange={() => undefined}
          onStep={() => undefined}
          canDown
          canUp
          disabled
        />
      </Row>
      <Row label={g.sizes.md}>
        <NumberStepper
          {...common}
          size="md"
          value={n}
          onChange={setN}
          onStep={step}
          canDown={Number(n) > 1}
          canUp
        />
        <Button variant="primary" size="lg">
          {Messages.text["goods.addToCart"]}
        </Button>
      </Row>
    </Section>
  )
}

/** A 1×1 red PNG, so the picture preview shows without a file from the disk. */
const samplePicture = (): File =>
  new File(
    [
      Uint8Array.from(
        atob(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==",
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    s.file,
    { type: "image/png" },
  )

function Files() {
  const [picture] = useState(samplePicture)
  return (
    <Section id="files" title={g.sections.files}>
      <Row label={g.states.empty}>
        <FileField
          label={Messages.licenceNames.business}
          hint={Messages.orders.uploadLimits("PNG、JPG", 512)}
          chosen={null}
          onChoose={() => undefined}
        />
      </Row>
      <Row label={g.states.checked}>
        <FileField
          label={Messages.licenceNames.business}
          chosen={picture}
          onChoose={() => undefined}
          onRemove={() => undefined}
        />
        <FileField
          label={Messages.licenceNames.drug}
          chosen={{ name: s.pdf, size: 312 * 1024 }}
          onChoose={() => undefined}
          onRemove={() => undefined}
        />
      </Row>
      <Row label={g.states.busy}>
        <FileField
          label={Messages.licenceNames.drug}
          chosen={null}
          busy
          busyText={Messages.orders.uploading}
          onChoose={() => undefined}
          invalid
        />
      </Row>
    </Section>
  )
}

function Checks() {
  return (
    <Section id="checks" title={g.sections.checks}>
      <Row label={g.states.normal}>
        <Checkbox label={g.states.normal} />
        <Checkbox label={g.states.checked} defaultChecked />
        <Checkbox
          label={g.states.mixed}
          ref={(el) => {
            if (el !== null) el.indeterminate = true
          }}
        />
        <Checkbox label={g.states.disabled} disabled />
        <Checkbox label={g.states.invalid} aria-invalid />
      </Row>
      <Row label={Messages.register.companyType}>
        <Choices label={Messages.register.companyType}>
          <Radio name="gallery-type" label={Messages.companyTypes.pharmacy} defaultChecked />
          <Radio name="gallery-type" label={Messages.companyTypes.chain} />
          <Radio name="gallery-type" label={Messages.companyTypes.clinic} disabled />
        </Choices>
      </Row>
    </Section>
  )
}

function FormExample() {
  return (
    <Section id="form" title={g.sections.form}>
      <Card>
        <FormGrid>
          <Field id="g-company" label={Messages.register.company} required>
            <TextInput {...fieldAria("g-company", {})} defaultValue={s.company} />
          </Field>
          <Field
            id="g-phone"
            label={Messages.register.phone}
            required
            hint={s.hint}
            message={s.invalid}
            width="sm"
          >
            <TextInput
              {...fieldAria("g-phone", { hint: s.hint, message: s.invalid })}
              defaultValue="1380013"
            />
          </Field>
          <FieldGroup id="g-region" label={Messages.register.region} required>
            <Select
              aria-label={Messages.register.province}
              prompt={Messages.register.provincePlaceholder}
              options={[]}
              className={styles.region}
            />
            <Select
              aria-label={Messages.register.city}
              prompt={Messages.register.city}
              options={[]}
              className={styles.region}
            />
            <Select
              aria-label={Messages.register.district}
              prompt={Messages.register.district}
              options={[]}
              className={styles.region}
            />
          </FieldGroup>
          <Field id="g-address" label={Messages.register.address} width="lg">
            <TextInput {...fieldAria("g-address", {})} defaultValue={s.address} />
          </Field>
          <FormRow>
            <Checkbox label={Messages.register.agreePrefix} />
          </FormRow>
          <FormRow>
            <Button variant="primary">{Messages.register.next}</Button>
            <Button>{Messages.register.previous}</Button>
          </FormRow>
        </FormGrid>
      </Card>
    </Section>
  )
}

function Cards() {
  return (
    <Section id="cards" title={g.sections.cards}>
      <div className={styles.columns}>
        <Card title={Messages.common.goodsInfo} actions={<Button size="sm">{s.add}</Button>}>
          {s.cardText}
        </Card>
        <Card>{s.cardText}</Card>
      </div>
      <Card>
        <PageHeader
          title={g.title}
          description={g.intro}
          back={{ to: "/", label: Messages.ui.back }}
          actions={<Button variant="primary">{s.add}</Button>}
        />
      </Card>
    </Section>
  )
}

const tier = (n: number, price: number) => Messages.ladderAtLeast(n, s.unit, Money.fen(price))
const tiers: ReadonlyArray<ReadonlyArray<string>> = [
  [],
  [tier(10, 1800)],
  [tier(10, 1800), tier(50, 1720), tier(100, 1680)],
]

function Goods() {
  return (
    <Section id="goods" title={g.sections.goods}>
      <GoodsGrid label={g.sections.goods}>
        {[0, 1, 2, 1, 0].map((t, i) => {
          const rows = tiers[t] ?? []
          return (
            <GoodsCard
              key={i}
              picture={<span className={styles.picture} aria-hidden="true" />}
              price={
                <>
                  <Price amount={Money.fen(1898 + i * 100)} size="large" />
                  <Price amount={Money.fen(2626)} size="small" strike />
                </>
              }
              name={<span>{s.name}</span>}
              meta={
                <>
                  <span>{s.maker}</span>
                  <span>
                    {Messages.text["goods.spec"]}：{s.spec}
                  </span>
                </>
              }
              tags={<Tag text={s.tags[i % 2 === 0 ? 2 : 5]} />}
              tiers={
                rows.length === 0 ? undefined : (
                  <ul>
                    {rows.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                )
              }
              foot={<span>{Messages.common.withUnit(100 + i, s.unit)}</span>}
              buy={
                <span className={styles.buy}>
                  <NumberStepper
                    value="10"
                    onChange={() => undefined}
                    onStep={() => undefined}
                    canDown
                    canUp
                    label={Messages.common.quantityOf(s.name)}
                    decreaseLabel={Messages.common.decrease(s.name)}
                    increaseLabel={Messages.common.increase(s.name)}
                  />
                  <Button variant="primary" size="sm" disabled={i === 4}>
                    {i === 4 ? Messages.text["goods.outOfStock"] : Messages.text["goods.addToCart"]}
                  </Button>
                </span>
              }
            />
          )
        })}
      </GoodsGrid>
    </Section>
  )
}

type Line = {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly n: number
}
const lines: ReadonlyArray<Line> = [
  { id: 1, name: s.name, price: 3309, n: 10 },
  { id: 2, name: s.name, price: 1898, n: 5 },
]

function Table() {
  return (
    <Section id="table" title={g.sections.table}>
      <DataTable
        caption={g.sections.table}
        rowKey={(r) => r.id}
        rows={lines}
        columns={[
          { key: "name", header: Messages.common.goodsName, cell: (r) => r.name },
          { key: "maker", header: Messages.text["goods.maker"], cell: () => s.maker },
          {
            key: "price",
            header: Messages.common.unitPrice,
            end: true,
            cell: (r) => <Price amount={Money.fen(r.price)} />,
          },
          {
            key: "n",
            header: Messages.common.quantity,
            end: true,
            cell: (r) => Messages.common.withUnit(r.n, s.unit),
          },
          {
            key: "act",
            header: Messages.common.actions,
            end: true,
            cell: () => <Button variant="text">{s.delete}</Button>,
          },
        ]}
      />
    </Section>
  )
}

function States() {
  return (
    <Section id="states" title={g.sections.states}>
      <div className={styles.columns}>
        <Card>
          <EmptyState actions={<ButtonLink to="/">{Messages.common.goShopping}</ButtonLink>}>
            {Messages.text["cart.empty"]}
          </EmptyState>
        </Card>
        <Card>
          <EmptyState tone="success" title={s.success}>
            {s.cardText}
          </EmptyState>
        </Card>
      </div>
      <div className={styles.stack}>
        <Notice>{s.warning}</Notice>
        <Notice tone="success">{s.success}</Notice>
        <Notice tone="warning">{s.notice}</Notice>
        <Notice tone="danger">{s.danger}</Notice>
      </div>
    </Section>
  )
}

function Tags() {
  return (
    <Section id="tags" title={g.sections.tags}>
      <Row label={g.sections.tags}>
        {s.tags.map((t) => (
          <Tag key={t} text={t} />
        ))}
      </Row>
      <Row label={g.states.normal}>
        <StatusBadge tone="warning">{Messages.orders.status[0]}</StatusBadge>
        <StatusBadge tone="info">{Messages.orders.status[1]}</StatusBadge>
        <StatusBadge tone="success">{Messages.orders.status[3]}</StatusBadge>
        <StatusBadge tone="danger">{s.danger}</StatusBadge>
        <StatusBadge tone="muted">{Messages.orders.status[4]}</StatusBadge>
      </Row>
    </Section>
  )
}

function StepsAndTimeline() {
  return (
    <Section id="steps" title={g.sections.steps}>
      <Card>
        <Steps label={Messages.checkout.progress} steps={Messages.checkout.steps} current={2} />
      </Card>
      <Card>
        <Timeline
          label={Messages.orders.progress}
          events={s.events.map((title, i) => ({
            key: title,
            title,
            time: s.times[i],
            state: i < 1 ? "done" : i === 1 ? "current" : "pending",
          }))}
        />
      </Card>
    </Section>
  )
}

function TabsAndPaging() {
  return (
    <Section id="tabs" title={g.sections.tabs}>
      <StatusTabs
        label={g.sections.tabs}
        current="all"
        hrefOf={(v) => `/gallery.html?tab=${v}`}
        tabs={[
          { value: "all", label: Messages.orders.tabs.all },
          { value: "pay", label: Messages.orders.status[0], count: 2 },
          { value: "ship", label: Messages.orders.status[1], count: 12 },
        ]}
      />
      <PagerNav current={3} last={17} hrefOf={(p) => `/gallery.html?page=${p}`} keepEnds />
      <PanelTabs />
    </Section>
  )
}

function PanelTabs() {
  const [tab, setTab] = useState<"description" | "instructions">("description")
  return (
    <Card>
      <Tabs
        idPrefix="gallery"
        chosen={tab}
        onChoose={setTab}
        tabs={(["description", "instructions"] as const).map((t) => ({
          value: t,
          label: Messages.goodsDetail[t],
          panel: <p>{s.panelText[t]}</p>,
        }))}
      />
    </Card>
  )
}

export function Gallery() {
  return (
    <main className={`page-width ${styles.gallery}`}>
      <PageHeader title={g.title} description={g.intro} />
      <Tokens />
      <Buttons />
      <IconButtons />
      <Fields />
      <Dates />
      <Stepper />
      <Files />
      <Checks />
      <FormExample />
      <Cards />
      <Goods />
      <Table />
      <States />
      <Tags />
      <StepsAndTimeline />
      <TabsAndPaging />
    </main>
  )
}

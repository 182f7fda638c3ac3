/**
 * The mall's buttons: `primary` (red, the one main action of a part of the page), `secondary`
 * (outlined), `danger` (an action that cannot be undone), `text` (a link-like action inside
 * text). Three sizes, one height each (tokens `--control-sm|md|lg`): `sm` in tables, cards and
 * dense rows, `md` in forms and toolbars, `lg` for a page's main call (登录, 提交订单, 加入购物车 on
 * a goods detail). `busy` marks the button `aria-busy` and `aria-disabled`: a second press is
 * ignored by the caller, focus stays. `ButtonLink` is an in-app link drawn as a button.
 *
 * Every button carries `data-ui="button"` with its variant and size, which the layout check reads.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react"
import { Link, type LinkProps } from "./Link.tsx"
import styles from "./Button.module.css"

export type ButtonVariant = "primary" | "secondary" | "danger" | "text"
export type ControlSize = "sm" | "md" | "lg"

type Look = {
  variant?: ButtonVariant | undefined
  size?: ControlSize | undefined
  /** As wide as its container (a form's single action, a card's buy button). */
  block?: boolean | undefined
}

const classOf = ({ variant = "secondary", size = "md", block = false }: Look, extra?: string) =>
  [
    styles.button,
    styles[variant],
    variant === "text" ? "" : styles[size],
    block ? styles.block : "",
    extra,
  ]
    .filter(Boolean)
    .join(" ")

const dataOf = ({ variant = "secondary", size = "md" }: Look) => ({
  "data-ui": "button",
  "data-variant": variant,
  "data-size": variant === "text" ? undefined : size,
})

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Working: shown with a spinner, `aria-busy` and `aria-disabled` (the press is ignored). */
    busy?: boolean | undefined
    ref?: Ref<HTMLButtonElement>
  }

export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  const look = { variant, size, block }
  return (
    <button
      type={type}
      className={classOf(look, className)}
      {...dataOf(look)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest["aria-disabled"] || undefined}
      {...withoutAriaDisabled(rest)}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}

const withoutAriaDisabled = <T extends { "aria-disabled"?: unknown }>(props: T) => {
  const { "aria-disabled": _ignored, ...rest } = props
  return rest
}

export type ButtonLinkProps = LinkProps & Look & { children: ReactNode }

/** An in-app link that looks like a button (去积分商城兑换, 返回首页). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  const look = { variant, size, block }
  return <Link className={classOf(look, className)} {...dataOf(look)} {...rest} />
}

/**
 * The class and data attributes of a button's look, for an element that must stay what it is (a
 * `SafeLink` to another site, the `<label>` that opens a file picker).
 */
export function buttonLook(look: Look = {}, className?: string) {
  return { className: classOf(look, className), ...dataOf(look) }
}

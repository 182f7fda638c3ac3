/** Buttons in the site's style: `primary` (red), `default` (outlined). */
import type { ButtonHTMLAttributes } from "react"
import styles from "./Button.module.css"

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "default" | "link"
  size?: "small" | "normal" | "large"
}

export function Button({
  variant = "default",
  size = "normal",
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  const cls = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(" ")
  return <button type={type} className={cls} {...rest} />
}

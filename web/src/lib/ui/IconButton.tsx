/**
 * A square button holding one icon, in the three control sizes; its words are its accessible
 * name (`label`), shown as a tooltip on hover. `plain` has no border (a close ×, a carousel arrow on
 * a picture); `outlined` is a secondary button's border.
 */
import type { ButtonHTMLAttributes, Ref } from "react"
import type { ControlSize } from "./Button.tsx"
import { Icon, type IconPath } from "./Icon.tsx"
import styles from "./IconButton.module.css"

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
  icon: IconPath
  label: string
  size?: ControlSize
  look?: "plain" | "outlined" | "overlay"
  ref?: Ref<HTMLButtonElement>
}

export function IconButton({
  icon,
  label,
  size = "md",
  look = "plain",
  className,
  type = "button",
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.icon, styles[size], styles[look], className].filter(Boolean).join(" ")}
      data-ui="button"
      data-variant="icon"
      data-size={size}
      {...rest}
    >
      <Icon d={icon} />
    </button>
  )
}

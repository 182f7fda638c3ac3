/** A goods tag (优, 秒杀, 满减, 换购, 赠品, 特价, 新品…) in its colour from core Display.tagColour. */
import * as Display from "@mall/core/Display"
import styles from "./Tag.module.css"

export function Tag({ text, className }: { text: string; className?: string }) {
  const colour = Display.tagColour(text)
  return (
    <span
      className={[styles.tag, className].filter(Boolean).join(" ")}
      style={{ color: colour.hex, borderColor: colour.hex }}
      data-colour={colour.name}
    >
      {text}
    </span>
  )
}

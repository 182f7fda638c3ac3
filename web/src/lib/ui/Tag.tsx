/** A goods tag (优, 秒杀, 满减, 换购, 赠品, 特价, 新品…) in its colour from core TagColour.of. */
import * as TagColour from "@mall/core/TagColour"
import styles from "./Tag.module.css"

export function Tag({ text, className }: { text: string; className?: string }) {
  const colour = TagColour.of(text)
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

import { render, screen } from "@testing-library/react"
import * as TagColour from "@mall/core/TagColour"
import { describe, expect, it } from "vitest"
import { Tag } from "./Tag.tsx"

describe("Tag", () => {
  it("draws a tag in its kind's colour: tags of one kind alike, another kind apart", () => {
    render(
      <>
        <Tag text="满减" />
        <Tag text="满" />
        <Tag text="秒杀" />
      </>,
    )
    const [manjian, man, spike] = ["满减", "满", "秒杀"].map((t) => screen.getByText(t))
    expect(manjian!.dataset.colour).toBe(TagColour.of("满减").name)
    expect(man!.dataset.colour).toBe(manjian!.dataset.colour)
    expect(spike!.dataset.colour).not.toBe(manjian!.dataset.colour)
    expect(spike!.style.color).not.toBe("")
  })
})

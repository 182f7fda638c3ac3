import { describe, expect, it } from "vitest"
import * as RegistrationWire from "../src/RegistrationWire.ts"

describe("RegistrationWire: step 3's parallel lists", () => {
  it("lists of different lengths or unknown kinds are refused", () => {
    expect(
      RegistrationWire.fromLists({
        licence_type: ["drug"],
        licence_number: [],
        licence_valid_until: ["2030-01-01"],
        licence_image: ["x"],
      }),
    ).toBeNull()
    expect(
      RegistrationWire.fromLists({
        licence_type: ["passport"],
        licence_number: ["1"],
        licence_valid_until: ["2030-01-01"],
        licence_image: ["x"],
      }),
    ).toBeNull()
  })
})

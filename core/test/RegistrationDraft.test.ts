import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Registration from "../src/Registration.ts"
import * as RegistrationChecks from "../src/RegistrationChecks.ts"
import * as RegistrationDraft from "../src/RegistrationDraft.ts"
import { runs } from "./arbitraries.ts"
import { company, good } from "./registrationInputs.ts"

describe("RegistrationDraft: the draft across the steps", () => {
  const draftArb = fc.record({
    variant: fc.constantFrom<Registration.Variant>("main", "dd"),
    token: fc.string({ maxLength: 20 }),
    reached: fc.constantFrom<RegistrationDraft.Reached>(1, 2, 3, 4),
    phone: fc.string({ maxLength: 11 }),
    step2: fc.record(
      Object.fromEntries(
        RegistrationChecks.STEP2_FIELDS.map((k) => [k, fc.string({ maxLength: 30 })]),
      ),
      { requiredKeys: [] },
    ),
    scopeIds: fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
    licences: fc.record(
      Object.fromEntries(
        Registration.LICENCE_KINDS.map((k) => [
          k,
          fc.record({
            number: fc.string({ maxLength: 20 }),
            validUntil: fc.string({ maxLength: 10 }),
            image: fc.string({ maxLength: 40 }),
          }),
        ]),
      ),
      { requiredKeys: [] },
    ),
  }) as fc.Arbitrary<RegistrationDraft.Draft>

  test.prop([draftArb], runs)("a stored draft reads back the same", (draft) => {
    expect(RegistrationDraft.decode(RegistrationDraft.encode(draft), draft.variant)).toEqual(draft)
  })
  test.prop([draftArb, fc.string(), fc.string()], runs)(
    "a password or a code given alongside is never stored",
    (draft, password, code) => {
      const withSecrets = { ...draft, password: `pw-${password}`, code: `sms-${code}` }
      const stored = RegistrationDraft.encode(withSecrets)
      expect(stored).not.toContain(`pw-`)
      expect(stored).not.toContain(`sms-`)
    },
  )
  test.prop([fc.oneof(fc.string(), fc.json())], runs)("anything stored decodes", (raw) => {
    const d = RegistrationDraft.decode(raw, "main")
    expect(d.variant).toBe("main")
    expect([1, 2, 3, 4]).toContain(d.reached)
  })
  test.prop([draftArb, fc.constantFrom<1 | 2 | 3>(1, 2, 3)], runs)(
    "a step is shown only when the earlier ones are done",
    (draft, wanted) => {
      const shown = RegistrationDraft.entryStep(draft, wanted)
      expect(shown).toBeGreaterThanOrEqual(1)
      if (draft.reached === 4) expect(shown).toBe(wanted === 1 ? 1 : 3)
      else {
        expect(shown).toBeLessThanOrEqual(wanted)
        expect(shown).toBeLessThanOrEqual(draft.reached)
        if (draft.token === "") expect(shown).toBe(1)
      }
    },
  )
  it("going through the steps and back keeps what was typed", () => {
    let d = RegistrationDraft.empty("main")
    expect(RegistrationDraft.entryStep(d, 3)).toBe(1)
    d = RegistrationDraft.afterStep1(d, "13812345678", "rg_1")
    expect(RegistrationDraft.entryStep(d, 3)).toBe(2)
    d = RegistrationDraft.afterStep2(RegistrationDraft.withStep2(d, company, [1, 3]))
    d = RegistrationDraft.withLicence(d, "drug", good(2))
    // back to step 1 and on again with the same phone: nothing typed is lost
    d = RegistrationDraft.afterStep1(d, "13812345678", "rg_2")
    const back = RegistrationDraft.decode(RegistrationDraft.encode(d), "main")
    expect(back.reached).toBe(3)
    expect(back.step2.company).toBe(company.company)
    expect(back.scopeIds).toEqual([1, 3])
    expect(back.licences.drug).toEqual(good(2))
    expect(RegistrationDraft.entryStep(back, 3)).toBe(3)
    expect(
      RegistrationDraft.canSkipStep1(back, { phone: "13812345678", code: "", password: "" }),
    ).toBe(true)
    expect(
      RegistrationDraft.canSkipStep1(back, { phone: "13812345679", code: "", password: "" }),
    ).toBe(false)
    expect(
      RegistrationDraft.canSkipStep1(back, { phone: "13812345678", code: "123456", password: "" }),
    ).toBe(false)
    const done = RegistrationDraft.submitted(back)
    expect(done.phone).toBe("13812345678")
    expect(RegistrationDraft.entryStep(done, 2)).toBe(3)
    expect(RegistrationDraft.entryStep(done, 1)).toBe(1)
  })
})

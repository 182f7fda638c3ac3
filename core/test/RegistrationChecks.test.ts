import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Registration from "../src/Registration.ts"
import type { LicenceInput, LicenceKind } from "../src/Registration.ts"
import * as RegistrationChecks from "../src/RegistrationChecks.ts"
import * as RegistrationWire from "../src/RegistrationWire.ts"
import { runs } from "./arbitraries.ts"
import { NOW, company, good } from "./registrationInputs.ts"

describe("RegistrationChecks: licences per company type", () => {
  it("a pharmacy without its drug licence is told which one is missing", () => {
    const r = RegistrationChecks.validateLicences("pharmacy", { business: good(1) }, NOW)
    expect(Result.isFailure(r) && r.failure).toEqual({
      drug_image: "请上传药品经营许可证",
      drug_number: "请输入药品经营许可证编号",
      drug_valid_until: "请选择药品经营许可证有效期",
    })
  })
  it("an expired licence is refused; one valid through today is taken", () => {
    const expired = RegistrationChecks.validateLicences(
      "pharmacy",
      { business: good(1), drug: { ...good(2), validUntil: "2026-01-09" } },
      NOW,
    )
    expect(Result.isFailure(expired) && expired.failure).toEqual({
      drug_valid_until: "药品经营许可证已过期，请上传有效证件",
    })
    const today = RegistrationChecks.validateLicences(
      "pharmacy",
      { business: good(1), drug: { ...good(2), validUntil: "2026-01-10" } },
      NOW,
    )
    expect(Result.isSuccess(today)).toBe(true)
  })
  it("optional documents are left out when blank and checked once started", () => {
    const blank = RegistrationChecks.validateLicences(
      "pharmacy",
      { business: good(1), drug: good(2), device: { number: "", validUntil: "", image: "" } },
      NOW,
    )
    expect(Result.isSuccess(blank) && blank.success.map((e) => e.kind)).toEqual([
      "business",
      "drug",
    ])
    const started = RegistrationChecks.validateLicences(
      "pharmacy",
      { business: good(1), drug: good(2), device: { number: "粤穗食药监械经营备20190001号" } },
      NOW,
    )
    expect(Result.isFailure(started) && Object.keys(started.failure)).toEqual([
      "device_image",
      "device_valid_until",
    ])
  })

  const kinds = fc.subarray([...Registration.LICENCE_KINDS])
  test.prop([fc.constantFrom(...Registration.COMPANY_TYPES), kinds], runs)(
    "licences pass exactly when every required document is given (valid) and nothing else matters",
    (type, given) => {
      const input: Partial<Record<LicenceKind, LicenceInput>> = {}
      given.forEach((k, i) => (input[k] = good(i)))
      const r = RegistrationChecks.validateLicences(type, input, NOW)
      const rule = Registration.licencesFor(type)
      const complete = rule.required.every((k) => given.includes(k))
      expect(Result.isSuccess(r)).toBe(complete)
      if (Result.isSuccess(r)) {
        const allowed = [...rule.required, ...rule.optional]
        expect(r.success.every((e) => allowed.includes(e.kind))).toBe(true)
        expect(RegistrationWire.fromLists(RegistrationWire.toLists(r.success))).toEqual(
          Object.fromEntries(r.success.map(({ kind, ...rest }) => [kind, rest])),
        )
      } else {
        for (const k of rule.required.filter((k) => !given.includes(k)))
          expect(r.failure[`${k}_image`]).toBeDefined()
      }
    },
  )
})

describe("RegistrationChecks: step 2", () => {
  it("a complete company passes; the single-store variant refuses a chain", () => {
    const ok = RegistrationChecks.validateStep2("main", company, [1, 2, 2])
    expect(Result.isSuccess(ok) && ok.success.scopeIds).toEqual([1, 2])
    const chain = RegistrationChecks.validateStep2("dd", { ...company, company_type: "chain" }, [1])
    expect(Result.isFailure(chain) && chain.failure).toEqual({ company_type: "请选择单位类型" })
    const noScope = RegistrationChecks.validateStep2("main", company, [])
    expect(Result.isFailure(noScope) && noScope.failure).toEqual({ jyfw_ids: "请选择经营范围" })
  })
})

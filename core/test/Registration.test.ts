import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../src/Forms.ts"
import * as Registration from "../src/Registration.ts"
import type { LicenceInput, LicenceKind } from "../src/Registration.ts"
import { runs } from "./arbitraries.ts"

// 2026-01-10 12:00 in Shanghai
const NOW = Date.UTC(2026, 0, 10, 4, 0, 0)
const good = (n: number): LicenceInput => ({
  number: `粤AA02${1000 + n}`,
  validUntil: "2030-12-31",
  image: `/static/uploads/licence-${n}.png`,
})
const company = {
  company: "广州市仁心大药房有限公司",
  company_type: "pharmacy",
  province: "广东省",
  city: "广州市",
  district: "天河区",
  address: "天河北路233号",
  name: "张明",
}

describe("Registration: licences per company type", () => {
  it("each type requires its documents", () => {
    expect(Registration.licencesFor("pharmacy").required).toEqual(["business", "drug"])
    expect(Registration.licencesFor("clinic").required).toEqual(["business", "medical"])
    expect(Registration.licencesFor("hospital").required).toEqual(["medical", "proxy"])
    expect(Registration.typesFor("dd")).toEqual(["pharmacy", "clinic"])
  })
  it("a pharmacy without its drug licence is told which one is missing", () => {
    const r = Registration.validateLicences("pharmacy", { business: good(1) }, NOW)
    expect(Result.isFailure(r) && r.failure).toEqual({
      drug_image: "请上传药品经营许可证",
      drug_number: "请输入药品经营许可证编号",
      drug_valid_until: "请选择药品经营许可证有效期",
    })
  })
  it("an expired licence is refused; one valid through today is taken", () => {
    const expired = Registration.validateLicences(
      "pharmacy",
      { business: good(1), drug: { ...good(2), validUntil: "2026-01-09" } },
      NOW,
    )
    expect(Result.isFailure(expired) && expired.failure).toEqual({
      drug_valid_until: "药品经营许可证已过期，请上传有效证件",
    })
    const today = Registration.validateLicences(
      "pharmacy",
      { business: good(1), drug: { ...good(2), validUntil: "2026-01-10" } },
      NOW,
    )
    expect(Result.isSuccess(today)).toBe(true)
  })
  it("optional documents are left out when blank and checked once started", () => {
    const blank = Registration.validateLicences(
      "pharmacy",
      { business: good(1), drug: good(2), device: { number: "", validUntil: "", image: "" } },
      NOW,
    )
    expect(Result.isSuccess(blank) && blank.success.map((e) => e.kind)).toEqual([
      "business",
      "drug",
    ])
    const started = Registration.validateLicences(
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
      const r = Registration.validateLicences(type, input, NOW)
      const rule = Registration.licencesFor(type)
      const complete = rule.required.every((k) => given.includes(k))
      expect(Result.isSuccess(r)).toBe(complete)
      if (Result.isSuccess(r)) {
        const allowed = [...rule.required, ...rule.optional]
        expect(r.success.every((e) => allowed.includes(e.kind))).toBe(true)
        expect(Registration.fromLists(Registration.toLists(r.success))).toEqual(
          Object.fromEntries(r.success.map(({ kind, ...rest }) => [kind, rest])),
        )
      } else {
        for (const k of rule.required.filter((k) => !given.includes(k)))
          expect(r.failure[`${k}_image`]).toBeDefined()
      }
    },
  )
  it("lists of different lengths or unknown kinds are refused", () => {
    expect(
      Registration.fromLists({
        licence_type: ["drug"],
        licence_number: [],
        licence_valid_until: ["2030-01-01"],
        licence_image: ["x"],
      }),
    ).toBeNull()
    expect(
      Registration.fromLists({
        licence_type: ["passport"],
        licence_number: ["1"],
        licence_valid_until: ["2030-01-01"],
        licence_image: ["x"],
      }),
    ).toBeNull()
  })
})

describe("Registration: step 2", () => {
  it("a complete company passes; the single-store variant refuses a chain", () => {
    const ok = Registration.validateStep2("main", company, [1, 2, 2])
    expect(Result.isSuccess(ok) && ok.success.scopeIds).toEqual([1, 2])
    const chain = Registration.validateStep2("dd", { ...company, company_type: "chain" }, [1])
    expect(Result.isFailure(chain) && chain.failure).toEqual({ company_type: "请选择单位类型" })
    const noScope = Registration.validateStep2("main", company, [])
    expect(Result.isFailure(noScope) && noScope.failure).toEqual({ jyfw_ids: "请选择经营范围" })
  })
})

describe("Registration: the draft", () => {
  const draftArb = fc.record({
    variant: fc.constantFrom<Registration.Variant>("main", "dd"),
    token: fc.string({ maxLength: 20 }),
    reached: fc.constantFrom<Registration.Reached>(1, 2, 3, 4),
    phone: fc.string({ maxLength: 11 }),
    step2: fc.record(
      Object.fromEntries(Registration.STEP2_FIELDS.map((k) => [k, fc.string({ maxLength: 30 })])),
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
  }) as fc.Arbitrary<Registration.Draft>

  test.prop([draftArb], runs)("a stored draft reads back the same", (draft) => {
    expect(Registration.decode(Registration.encode(draft), draft.variant)).toEqual(draft)
  })
  test.prop([draftArb, fc.string(), fc.string()], runs)(
    "a password or a code given alongside is never stored",
    (draft, password, code) => {
      const withSecrets = { ...draft, password: `pw-${password}`, code: `sms-${code}` }
      const stored = Registration.encode(withSecrets)
      expect(stored).not.toContain(`pw-`)
      expect(stored).not.toContain(`sms-`)
    },
  )
  test.prop([fc.oneof(fc.string(), fc.json())], runs)("anything stored decodes", (raw) => {
    const d = Registration.decode(raw, "main")
    expect(d.variant).toBe("main")
    expect([1, 2, 3, 4]).toContain(d.reached)
  })
  test.prop([draftArb, fc.constantFrom<1 | 2 | 3>(1, 2, 3)], runs)(
    "a step is shown only when the earlier ones are done",
    (draft, wanted) => {
      const shown = Registration.entryStep(draft, wanted)
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
    let d = Registration.empty("main")
    expect(Registration.entryStep(d, 3)).toBe(1)
    d = Registration.afterStep1(d, "13812345678", "rg_1")
    expect(Registration.entryStep(d, 3)).toBe(2)
    d = Registration.afterStep2(Registration.withStep2(d, company, [1, 3]))
    d = Registration.withLicence(d, "drug", good(2))
    // back to step 1 and on again with the same phone: nothing typed is lost
    d = Registration.afterStep1(d, "13812345678", "rg_2")
    const back = Registration.decode(Registration.encode(d), "main")
    expect(back.reached).toBe(3)
    expect(back.step2.company).toBe(company.company)
    expect(back.scopeIds).toEqual([1, 3])
    expect(back.licences.drug).toEqual(good(2))
    expect(Registration.entryStep(back, 3)).toBe(3)
    expect(Registration.canSkipStep1(back, { phone: "13812345678", code: "", password: "" })).toBe(
      true,
    )
    expect(Registration.canSkipStep1(back, { phone: "13812345679", code: "", password: "" })).toBe(
      false,
    )
    expect(
      Registration.canSkipStep1(back, { phone: "13812345678", code: "123456", password: "" }),
    ).toBe(false)
    const done = Registration.submitted(back)
    expect(done.phone).toBe("13812345678")
    expect(Registration.entryStep(done, 2)).toBe(3)
    expect(Registration.entryStep(done, 1)).toBe(1)
  })
})

describe("Complaint form", () => {
  const errorsOf = (r: ReturnType<typeof Forms.validate>) => (Result.isFailure(r) ? r.failure : {})
  it("needs a phone or an e-mail, each in its right form", () => {
    const base = { type: "1", content: "发票迟迟未开具" }
    expect(errorsOf(Forms.validate(Forms.complaint, base))).toEqual({ phone: "请填写手机号或邮箱" })
    expect(errorsOf(Forms.validate(Forms.complaint, { ...base, email: "a@b.cn" }))).toEqual({})
    expect(errorsOf(Forms.validate(Forms.complaint, { ...base, phone: "020-12345678" }))).toEqual(
      {},
    )
    expect(errorsOf(Forms.validate(Forms.complaint, { ...base, phone: "12345" }))).toEqual({
      phone: "联系电话格式不正确",
    })
    expect(
      errorsOf(Forms.validate(Forms.complaint, { ...base, phone: "13812345678", email: "a@b" })),
    ).toEqual({ email: "邮箱格式不正确" })
    expect(errorsOf(Forms.validate(Forms.complaint, {}))).toEqual({
      type: "请选择类型",
      content: "请输入内容",
      phone: "请填写手机号或邮箱",
    })
    expect(
      errorsOf(Forms.validate(Forms.complaint, { ...base, content: "太慢", phone: "13812345678" })),
    ).toEqual({ content: "内容为5-500字" })
  })
})

describe("Registration: company types per variant and wire values", () => {
  it("the single-store registration offers only single stores; unknown values are refused", () => {
    expect(Registration.typesFor("dd")).toEqual(["pharmacy", "clinic"])
    expect(Registration.typesFor("main")).toEqual(["pharmacy", "chain", "clinic", "hospital"])
    expect(Registration.isCompanyType("chain")).toBe(true)
    expect(Registration.isCompanyType("factory")).toBe(false)
    expect(Registration.isCompanyType(1)).toBe(false)
    expect(Registration.isLicenceKind("proxy")).toBe(true)
    expect(Registration.isLicenceKind("gsp")).toBe(false)
    expect(Registration.isLicenceKind(null)).toBe(false)
  })
})

describe("Registration.wechatCode", () => {
  it("takes WeChat's code and refuses what is not one", () => {
    expect(Registration.wechatCode(" 071Ab2Ga1 ")).toBe("071Ab2Ga1")
    expect(Registration.wechatCode(null)).toBeNull()
    expect(Registration.wechatCode("")).toBeNull()
    expect(Registration.wechatCode("a b")).toBeNull()
    expect(Registration.wechatCode("<script>")).toBeNull()
    expect(Registration.wechatCode("x".repeat(129))).toBeNull()
  })
  test.prop([fc.string({ maxLength: 200 })])("a code taken is kept as sent, trimmed", (raw) => {
    const code = Registration.wechatCode(raw)
    if (code !== null) {
      expect(code).toBe(raw.trim())
      expect(code).toMatch(/^[\w-]+$/)
      expect(code.length).toBeLessThanOrEqual(128)
    }
  })
})

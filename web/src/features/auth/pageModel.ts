/**
 * Data of the account pages: the login-page ad (GET /api/focus/login, silent) and the
 * e-contract (/dzht): its status (GET /api/contract/status) and signing (POST /api/contract/sign
 * with agree=1 and the signer's name, both checked first by core `Forms.contractSign`).
 */
import * as Messages from "@mall/core/Messages"
import { signal } from "@preact/signals-react"
import * as Forms from "@mall/core/Forms"
import type { Ad, ContractStatus } from "../../lib/api/schemas.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export const loginAd = signal<Ad | null>(null)

let adLoaded = false

export function loadLoginAd(): void {
  if (adLoaded) return
  adLoaded = true
  void Api.loginAds().then((data) => {
    loginAd.value = data?.[0] ?? null
  })
}

/** The contract status; `null` while loading or after a failed call. */
export const contract = signal<ContractStatus | null>(null)
export const contractSigned = signal(false)
export const signName = signal("")
export const agreed = signal(false)
/** The signing form's messages, per field (core `Forms.contractSign`). */
export const signErrors = signal<Forms.Errors<SignField>>({})
export const signing = signal(false)

export type SignField = keyof typeof Forms.contractSign

/** Ticks or clears the agreement box (its message goes). */
export function setAgreed(value: boolean): void {
  agreed.value = value
  if (signErrors.value.agree !== undefined)
    signErrors.value = { ...signErrors.value, agree: undefined }
}

/** Edits the signer's name (its message goes). */
export function setSignName(value: string): void {
  signName.value = value
  if (signErrors.value.sign_name !== undefined)
    signErrors.value = { ...signErrors.value, sign_name: undefined }
}

export async function loadContract(): Promise<void> {
  const data = await Api.contractStatus()
  if (data === undefined) return
  contract.value = data
  contractSigned.value = data.status === 1
}

export async function signContract(): Promise<void> {
  if (signing.value) return
  const checked = Forms.validate(Forms.contractSign, {
    agree: agreed.value,
    sign_name: signName.value,
  })
  if (checked._tag === "Failure") {
    signErrors.value = checked.failure
    return
  }
  signErrors.value = {}
  signing.value = true
  const ok = await Api.signContract(checked.success.sign_name)
  signing.value = false
  if (!ok) return
  notifySuccess(Messages.contract.signed)
  await loadContract()
}

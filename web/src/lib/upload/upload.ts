/**
 * Uploading a file the buyer chose (POST /api/upload): core Upload checks its type and size
 * first (a clear Chinese message, nothing sent), then it is read, base64-encoded (URL-safe
 * alphabet, so the form body does not grow by percent-encoding) and sent; the answer is the
 * stored file's URL, which the caller puts in its form. Shared by every page that takes
 * pictures or PDFs (returns, after-sales, 含麻 receipts, licences).
 *
 * Files are sent one after another: a repeat request to the same path cancels the earlier one
 * (core RequestPolicy, spec §9), so a second document's picture chosen while the first is still
 * being sent would otherwise throw the first away.
 */
import * as Op from "@mall/core/generated/operations"
import * as Upload from "@mall/core/Upload"
import { Result } from "effect"
import { request } from "../api/client.ts"
import { showOutcome } from "../api/outcomeUi.ts"
import { notifyError } from "../ui/toast.ts"

export type Uploaded = { readonly url: string; readonly name: string; readonly type: string }

/** Checks a chosen file for a kind: `null` when it may be sent, else the message. */
export const checkFile = (kind: Upload.Kind, file: File): string | null => {
  const r = Upload.check(kind, Upload.fromMime(file.type), file.size)
  return Result.isSuccess(r) ? null : Upload.message(r.failure)
}

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = ""
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_")
}

/** The last upload asked for: the next one starts once it has ended. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * Checks and sends one file, after the uploads asked for before it. Resolves with the stored
 * file, or `null` when it was refused here (toasted, at once) or by the server (shown as every
 * failure is). A guest signing up sends the licences with the sign-up's `registerToken`.
 */
export function uploadFile(
  kind: Upload.Kind,
  file: File,
  registerToken?: string,
): Promise<Uploaded | null> {
  const problem = checkFile(kind, file)
  if (problem !== null) {
    notifyError(problem)
    return Promise.resolve(null)
  }
  const sent = queue.then(() => send(kind, file, registerToken))
  queue = sent.catch(() => undefined)
  return sent
}

async function send(
  kind: Upload.Kind,
  file: File,
  registerToken: string | undefined,
): Promise<Uploaded | null> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const outcome = await request(Op.postUpload, {
    body: {
      kind,
      name: file.name.slice(0, 100) || "file",
      content: toBase64Url(bytes),
      ...(registerToken !== undefined ? { register_token: registerToken } : {}),
    },
  })
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return null
  }
  return outcome.data
}

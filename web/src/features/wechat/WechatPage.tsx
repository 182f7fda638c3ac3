/** 绑定微信: the bound state, binding by QR code, unbinding after a confirmation. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { user } from "../../lib/session/session.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { bindDone, busy, code, createCode, resetWechat, unbind } from "./model.ts"
import styles from "./Wechat.module.css"

const M = Messages.member.wechat

export function WechatPage() {
  useEffect(() => resetWechat, [])
  const wechat = user.value?.wechat ?? ""
  const bound = wechat !== ""
  const c = code.value
  return (
    <Card className={styles.page}>
      <p className={styles.state}>
        <StatusBadge tone={bound ? "success" : "muted"}>{bound ? M.bound : M.unbound}</StatusBadge>
        {bound && (
          <span>
            {M.account}：{wechat}
          </span>
        )}
      </p>
      <p className={styles.hint}>{M.intro}</p>
      {bound ? (
        <div className={styles.actions}>
          <Button disabled={busy.value} onClick={() => void unbind()}>
            {M.unbind}
          </Button>
        </div>
      ) : c === null ? (
        <div className={styles.actions}>
          <Button variant="primary" disabled={busy.value} onClick={() => void createCode()}>
            {M.bind}
          </Button>
        </div>
      ) : (
        <div className={styles.code}>
          <Image src={c.url} alt={M.scan} width={200} height={200} loading="eager" />
          <div className={styles.codeText}>
            <p>{M.scan}</p>
            <p className={styles.hint}>{M.expires(c.expires)}</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={() => void bindDone()}>
                {M.bindDone}
              </Button>
              <Button disabled={busy.value} onClick={() => void createCode()}>
                {M.refresh}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Card>
  )
}

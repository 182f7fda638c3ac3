/**
 * 在线客服 in the right panel: the chat dialog, or a popover with two instant-message links. A
 * guest's popover says service needs signing in (with the login link); a company with neither
 * chat nor links is told to call the hotline, so the popover is never empty. While the chat is
 * open it listens for the chat page's close message (Esc inside the frame; see model.ts).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useRef, type ReactNode } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { sessionShown, signedIn } from "../../lib/session/session.ts"
import { Dialog } from "../../lib/ui/Dialog.tsx"
import { Popover, type TriggerLook } from "../../lib/ui/Popover.tsx"
import {
  askForService,
  chatMessage,
  chatOpen,
  chatUrl,
  imLinks,
  takePendingRequest,
} from "./model.ts"
import styles from "./ServiceEntry.module.css"

const name = Messages.text["panel.service"]

/**
 * `look` and `label` draw the trigger (the right panel gives its strip's look and face); the
 * trigger's name is 在线客服 either way.
 */
export function ServiceEntry({ look, label }: { look?: TriggerLook; label?: ReactNode }) {
  const url = chatUrl.value
  // Until the session is known the button takes the request; it is answered once known. One
  // trigger element throughout, so a press while the session arrives still lands.
  const opensDialog = url !== null || !sessionShown.value
  const open = chatOpen.value
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (!open) return
    const onMessage = (e: MessageEvent) =>
      chatMessage(e.data, e.source, frame.current?.contentWindow ?? null)
    window.addEventListener("message", onMessage)
    return () => window.removeEventListener("message", onMessage)
  }, [open])
  return (
    <>
      <Popover
        label={label ?? name}
        triggerLook={look}
        className={styles.popover}
        side="left"
        offset={8}
        asButton={opensDialog ? askForService : undefined}
        openWhenReady={takePendingRequest}
      >
        <ServiceLinks />
      </Popover>
      {url !== null && (
        <Dialog
          open={open}
          onOpenChange={(o) => {
            chatOpen.value = o
          }}
          title={Messages.shell.chatTitle}
          closeLabel={Messages.shell.chatClose}
          width={720}
        >
          <iframe
            ref={frame}
            className={styles.frame}
            title={Messages.shell.chatTitle}
            src={url}
            sandbox="allow-scripts allow-forms"
            referrerPolicy="no-referrer"
          />
        </Dialog>
      )}
    </>
  )
}

/** The links, or what to do, for a company without chat (and for a guest). */
function ServiceLinks() {
  return !signedIn.value ? (
    <p>
      {Messages.a11y.serviceGuest} <Link to="/login">{Messages.text["header.login"]}</Link>
    </p>
  ) : imLinks.value.length === 0 ? (
    <p>{Messages.a11y.serviceNone}</p>
  ) : (
    <ul>
      {imLinks.value.map((href, i) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {Messages.shell.qqService(i + 1)}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** 在线客服 in the right panel: the chat dialog, or a popover with two instant-message links. */
import * as Messages from "@mall/core/Messages"
import { Dialog } from "../../lib/ui/Dialog.tsx"
import { Popover } from "../../lib/ui/Popover.tsx"
import { chatOpen, chatUrl, imLinks } from "./model.ts"
import styles from "./ServiceEntry.module.css"

const label = Messages.text["panel.service"]

export function ServiceEntry({ className }: { className?: string }) {
  const url = chatUrl.value
  if (url !== null) {
    return (
      <>
        <button
          type="button"
          className={className}
          aria-haspopup="dialog"
          onClick={() => {
            chatOpen.value = true
          }}
        >
          {label}
        </button>
        <Dialog
          open={chatOpen.value}
          onOpenChange={(o) => {
            chatOpen.value = o
          }}
          title={Messages.shell.chatTitle}
          width={720}
        >
          <iframe
            className={styles.frame}
            title={Messages.shell.chatTitle}
            src={url}
            sandbox="allow-scripts allow-forms"
            referrerPolicy="no-referrer"
          />
        </Dialog>
      </>
    )
  }
  return (
    <Popover
      label={label}
      triggerClassName={className}
      className={styles.popover}
      side="left"
      offset={8}
    >
      <ul>
        {imLinks.value.map((href, i) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {Messages.shell.qqService(i + 1)}
            </a>
          </li>
        ))}
      </ul>
    </Popover>
  )
}

/**
 * The customer-service chat page the web app frames for companies that may chat
 * (`is_can_chat`): /static/chat/index.html?username=…&token=…. A self-contained page: it greets
 * the signed-in company by the username it is given (as text, never as HTML) and answers each
 * message with the service desk's hours, so the framed chat works offline. Esc anywhere in it
 * posts `mall-chat:close` to the page framing it, which closes the chat (the sandboxed frame is of
 * another origin, so its keys never reach that page). It posts when the key is released, not
 * pressed: closing removes the frame, and a frame removed while its key is still down leaves the
 * key's release with nowhere to go. Its script and style are files of their own
 * (/static/chat/chat.js, chat.css): the page's CSP allows no inline script.
 */
export const CHAT_PATH = "/static/chat/index.html"
export const CHAT_SCRIPT_PATH = "/static/chat/chat.js"
export const CHAT_STYLE_PATH = "/static/chat/chat.css"

export const chatPage = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
<title>在线客服</title>
<link rel="stylesheet" href="/static/chat/chat.css" />
</head>
<body>
<header>在线客服</header>
<div id="log" role="log" aria-live="polite"></div>
<form id="send">
  <label for="text" hidden>输入消息</label>
  <input id="text" autocomplete="off" placeholder="请输入您要咨询的问题" />
  <button type="submit">发送</button>
</form>
<script src="/static/chat/chat.js"></script>
</body>
</html>
`

export const chatStyle = `body { margin: 0; font: 14px/1.5 sans-serif; color: #333; display: flex; flex-direction: column; height: 100vh; }
header { background: #c81623; color: #fff; padding: 8px 12px; font-weight: bold; }
#log { flex: 1; overflow-y: auto; padding: 10px 12px; background: #f5f5f5; }
.msg { margin: 6px 0; padding: 6px 10px; border-radius: 4px; max-width: 85%; background: #fff; }
.me { margin-left: auto; background: #fff0f0; }
form { display: flex; border-top: 1px solid #e5e5e5; }
input { flex: 1; border: 0; padding: 10px; font: inherit; }
button { border: 0; background: #c81623; color: #fff; padding: 0 16px; font: inherit; cursor: pointer; }
`

export const chatScript = `const log = document.getElementById("log")
const say = (text, mine) => {
  const p = document.createElement("p")
  p.className = mine ? "msg me" : "msg"
  p.textContent = text
  log.appendChild(p)
  log.scrollTop = log.scrollHeight
}
const name = new URLSearchParams(location.search).get("username") || "您"
say(name + "，您好！客服在线时间为每天 8:30-21:00，请问有什么可以帮您？", false)
document.getElementById("send").addEventListener("submit", (event) => {
  event.preventDefault()
  const input = document.getElementById("text")
  const text = input.value.trim()
  if (!text) return
  say(text, true)
  input.value = ""
  setTimeout(() => say("已收到您的问题，客服人员正在为您查询，请稍候。", false), 400)
})
document.addEventListener("keyup", (event) => {
  if (event.key === "Escape" && parent !== window) parent.postMessage("mall-chat:close", "*")
})
`

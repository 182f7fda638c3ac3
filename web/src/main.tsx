import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import "./lib/styles/global.css"
import { App } from "./app/App.tsx"

const root = document.getElementById("root")
if (root === null) throw new Error("#root is missing from index.html")
const reactRoot = createRoot(root)
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})

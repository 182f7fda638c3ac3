import { useState } from "react"
import { RouterProvider } from "react-router-dom"
import { createAppRouter } from "./router.tsx"
import { setNavigator } from "../lib/navigation.ts"

export function App() {
  const [router] = useState(() => {
    const r = createAppRouter()
    setNavigator((to, options) => void r.navigate(to, options))
    return r
  })
  return <RouterProvider router={router} />
}

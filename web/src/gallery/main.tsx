/**
 * The design system's gallery (gallery.html): every component of lib/ui in every state on one
 * screen, for developers, so a change to one is seen everywhere. Not part of the app: `vite`
 * serves it at /gallery.html, and the build holds it only with MALL_GALLERY=1 (the browser tests'
 * build, whose screenshot check keeps it).
 */
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { BrowserRouter } from "react-router-dom"
import "../lib/styles/global.css"
import { Gallery } from "./Gallery.tsx"

const root = document.getElementById("root")
if (root === null) throw new Error("#root is missing from gallery.html")
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Gallery />
    </BrowserRouter>
  </StrictMode>,
)

import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { markdown } from "./scripts/vite-markdown.ts";

// One dev server: the SPA with HMR and the Worker (API, edge routing, D1) in workerd.
// `vite build` writes dist/client (the SPA) and dist/backtest_site (the Worker + its deploy config).
export default defineConfig({
  root: ".",
  envDir: "web",
  publicDir: "web/public",
  plugins: [markdown(), react(), cloudflare()],
  build: {
    manifest: true,
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: { port: 5173, strictPort: true },
});

import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { entryChunk } from "./build/entry-chunk.ts";
import { markdown } from "./build/vite-markdown.ts";
import { messages } from "./build/vite-messages.ts";
import { sellerFrom } from "./web/lib/seller.ts";

/** Refuses to start (dev or build) without the seller's details, before anything is written. */
const sellerCheck = (): Plugin => ({
  name: "seller-check",
  configResolved(config) {
    sellerFrom(loadEnv(config.mode, config.envDir || ".", "VITE_"));
  },
});

// One dev server: the SPA with HMR and the Worker (API, edge routing, D1) in workerd.
// `vite build` writes dist/client (the SPA) and dist/backtest_site (the Worker + its deploy config).
export default defineConfig({
  root: ".",
  // `npm run build:test` builds in mode "test" (web/.env.test); a plain build is "production".
  mode: process.env.BUILD_MODE,
  envDir: "web",
  publicDir: "web/public",
  plugins: [sellerCheck(), markdown(), messages(), react(), cloudflare(), entryChunk()],
  build: {
    manifest: true,
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: { port: 5173, strictPort: true },
});

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { markdown } from "./build/vite-markdown.ts";
import { messages } from "./build/vite-messages.ts";

// Builds web/entry-server.tsx for Node, so build/prerender.ts can render each route to HTML.
export default defineConfig({
  // The same mode as vite.config.ts: the prerendered pages read the same env files as the SPA.
  mode: process.env.BUILD_MODE,
  envDir: "web",
  publicDir: false,
  plugins: [markdown(), messages(), react()],
  build: {
    ssr: "web/entry-server.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      // The SPA loads some modules lazily (the head after a navigation, decision 060) that the
      // prerender imports outright: one file for Node, where a lazy chunk would gain nothing.
      onLog(level, log, handler) {
        if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") handler(level, log);
      },
    },
  },
  ssr: { noExternal: [/^@radix-ui\//, "wouter"] },
});

import { defineConfig } from "drizzle-kit";

// Generates migrations/NNNN_name.sql, which `wrangler d1 migrations apply` reads.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});

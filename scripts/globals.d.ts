/**
 * Scripts run in Node but share the Worker's database code, which names the D1 binding's
 * types as globals (from `wrangler types` in the Worker's own project).
 */
type D1Database = import("@cloudflare/workers-types").D1Database;
type D1PreparedStatement = import("@cloudflare/workers-types").D1PreparedStatement;

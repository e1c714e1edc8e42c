/**
 * Scripts run in Node but share the Worker's database code, which names the D1 binding's
 * types as globals (from `wrangler types` in the Worker's own project).
 */
type D1Database = import("@cloudflare/workers-types").D1Database;
type D1PreparedStatement = import("@cloudflare/workers-types").D1PreparedStatement;
type D1DatabaseSession = import("@cloudflare/workers-types").D1DatabaseSession;
type R2Bucket = import("@cloudflare/workers-types").R2Bucket;
/**
 * The Worker's bindings, named by the worker services the seed and admin scripts share. The
 * Worker's own project types them from wrangler.toml (worker-configuration.d.ts), which cannot
 * load beside Node's and the DOM's globals; here they are left open.
 */
// biome-ignore lint/suspicious/noExplicitAny: checked in the Worker's project, not in the scripts'.
type Env = any;

/**
 * The deploy configuration keeps the production Worker on the site's own domain: a workers.dev
 * address or a preview URL would serve the same API outside the zone's rules (WAF, rate limiting,
 * Access), so both stay off and the one route is SITE_URL's host.
 */
import { describe, expect, it } from "vitest";
import wranglerToml from "/wrangler.toml?raw";

/** The top-level keys: everything before the first `[table]` or `[[array]]` header. */
const topLevel = wranglerToml.split(/^\[/m)[0] ?? "";
const topLevelValue = (key: string) => new RegExp(`^${key}\\s*=\\s*(.+?)\\s*(#.*)?$`, "m").exec(topLevel)?.[1];
const siteUrl = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(wranglerToml)?.[1];

describe("deploy configuration", () => {
  it("does not serve the Worker on workers.dev or on preview URLs", () => {
    expect(topLevelValue("workers_dev")).toBe("false");
    expect(topLevelValue("preview_urls")).toBe("false");
  });

  it("serves it on SITE_URL's host as a custom domain, and nowhere else", () => {
    expect(siteUrl).toBeDefined();
    const host = new URL(siteUrl ?? "").host;
    expect(topLevelValue("routes")).toBe(`[{ pattern = "${host}", custom_domain = true }]`);
    expect(topLevelValue("route")).toBeUndefined();
  });
});

describe("platform logs", () => {
  it("keeps Workers Logs' invocation logs off: they record every full URL, and the spec's paths carry e-mails, keys and tokens", () => {
    const logs = wranglerToml.split(/^\[observability\.logs\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
    expect(logs).toMatch(/^invocation_logs\s*=\s*false\s*$/m);
  });
});

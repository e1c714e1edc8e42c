import { describe, expect, it } from "vitest";
import { urlTemplate } from "#web/lib/url-template.ts";

describe("urlTemplate", () => {
  it("fills each placeholder with its value, URL-encoded", () => {
    const buy = urlTemplate("T", "https://app.example/billing?plan={plan}&period={period}", ["plan", "period"]);
    expect(buy({ plan: "basic", period: "yearly" })).toBe("https://app.example/billing?plan=basic&period=yearly");
    expect(buy({ plan: "a b&c", period: "x" })).toBe("https://app.example/billing?plan=a%20b%26c&period=x");
  });

  it("refuses a template that lacks a placeholder, naming the setting and what is missing", () => {
    expect(() => urlTemplate("VITE_X", "https://app.example/billing", ["plan", "period"])).toThrow(
      "web/.env: VITE_X must contain {plan} and {period}, got https://app.example/billing",
    );
  });

  it("refuses a placeholder it cannot fill, and an address that is not a URL once filled", () => {
    expect(() => urlTemplate("VITE_X", "https://app.example/{plan}/{plna}", ["plan"])).toThrow(/\{plna\}/);
    expect(() => urlTemplate("VITE_X", "https://exa mple/{plan}", ["plan"])).toThrow(/not a URL/);
  });
});

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { exactParser } from "#common/routes.ts";

describe("exactParser", () => {
  it("matches a path exactly and case-sensitively, with one segment per parameter", () => {
    expect(exactParser("/blog/:id").pattern.exec("/blog/intro-0001")?.[1]).toBe("intro-0001");
    for (const path of ["/blog/intro-0001/", "/Blog/intro-0001", "/blog", "/blog/a/b"]) {
      expect(exactParser("/blog/:id").pattern.test(path), path).toBe(false);
    }
  });

  it("compiles a pattern once: the Worker matches every request against the route table", () => {
    const first = exactParser("/affiliates/resetpassword/:token");
    expect(exactParser("/affiliates/resetpassword/:token")).toBe(first);
    // Shared, and still right on the next match: no `g` flag keeps a position between calls.
    expect(first.pattern.test("/affiliates/resetpassword/abc")).toBe(true);
    expect(first.pattern.test("/affiliates/resetpassword/abc")).toBe(true);
  });

  it("lets a path-less Route (the not-found page) match any path, on the server as in the browser", () => {
    const at = (ssrPath: string) =>
      renderToString(
        <Router parser={exactParser} ssrPath={ssrPath}>
          <Switch>
            <Route path="/pricing">pricing</Route>
            <Route>not found</Route>
          </Switch>
        </Router>,
      );
    expect(at("/pricing")).toBe("pricing");
    expect(at("/404")).toBe("not found");
    expect(at("/pricing/")).toBe("not found");
  });
});

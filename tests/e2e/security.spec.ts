/**
 * The affiliate portal against a motivated attacker, in a real browser:
 * - after five wrong passwords the form runs the invisible captcha by itself, so the partner with
 *   the right password gets in without noticing; Logout ends the token on the server;
 * - the reset link's token leaves the address bar once read and is in no Referer, history entry
 *   or analytics hit, and the page survives a reload.
 * The demo affiliate ends past the failure limit for 15 minutes (the next sign-in asks the
 * captcha) with its password set again: this file runs after affiliates.spec.ts, which signs it in
 * (files run in name order, and each run starts from a fresh database).
 */
import { pathTo } from "#common/routes.ts";
import { demoAffiliate } from "#scripts/seed/affiliates.ts";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { expect, test } from "./fixtures";

test("past five failed sign-ins the captcha lets the partner in unnoticed; Logout ends the token on the server", async ({
  page,
  visit,
  problems,
}) => {
  // A client address of its own, so the per-address sign-in limit of other tests never applies here.
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.51.100.201" });
  const captchaLoads: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://www.google.com/recaptcha/")) captchaLoads.push(request.url());
  });

  await visit("affiliates");
  await page.getByLabel("Email").fill(demoAffiliate.email);
  const password = page.getByLabel("Password", { exact: true });
  const signIn = page.getByRole("button", { name: "Sign in" });
  for (let i = 0; i < 5; i++) {
    await password.fill(`wrong-password-${i}`);
    const answered = page.waitForResponse((res) => res.url().endsWith("/api/tv/affiliate/signin"));
    await signIn.click();
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText("Wrong credentials");
  }

  await password.fill(demoAffiliate.password);
  await signIn.click();
  await expect(page.getByRole("table", { name: "Your transactions" })).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  // The server asked for the captcha; the form loaded it and sent its token without a word to the partner.
  expect(captchaLoads.length).toBeGreaterThan(0);

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("affiliateuser") ?? "null")?.Token as string);
  const couponsWith = async (bearer: string) =>
    (await page.request.get("/api/tv/affiliate/coupons", { headers: { Authorization: `Bearer ${bearer}` } })).status();
  await expect.poll(() => couponsWith(token)).toBe(200);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect.poll(() => couponsWith(token)).toBe(401);
  // The browser reports each refused sign-in (five wrong passwords, the captcha request) in its console.
  expect(problems.filter((problem) => !problem.includes("status of 401"))).toEqual([]);
});

test("the reset link's token leaves the address bar once read, and no Referer, history entry or page view carries it", async ({
  page,
  problems,
  outbox,
  siteURL,
}) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.51.100.202" });
  // Other specs may have mailed this partner a reset link already: wait for the one asked for here.
  const earlier = outbox.newestTo(demoAffiliate.email)?.body_text;
  const requested = await page.request.get(
    `/api/tv/affiliate/resetpassword/request/${encodeURIComponent(demoAffiliate.email)}`,
  );
  // computed value: the reset request API's answer, the text the spec gives it
  expect(await requested.text()).toBe("OK");
  // The link is written after the answer (waitUntil).
  await expect
    .poll(() => {
      const newest = outbox.newestTo(demoAffiliate.email);
      return newest?.body_text === earlier ? undefined : newest?.subject;
    })
    .toBe("Reset your affiliate password");
  const link = outbox
    .newestTo(demoAffiliate.email)
    ?.body_text.match(/https?:\/\/\S+\/affiliates\/resetpassword\/\S+/)?.[0];
  const token = link?.split("/").at(-1) ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const referers: string[] = [];
  page.on("request", (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  const document = await page.goto(link ?? "");
  expect(document?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("button", { name: "Save password" })).toBeVisible();

  await expect(page).toHaveURL(`${siteURL}${pathTo("affiliate-reset-password-form")}`);
  const pageViews = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []));
  expect(pageViews).toContain("/affiliates/resetpassword/:token");
  expect(pageViews).not.toContain(token);
  expect(referers.filter((referer) => referer.includes(token))).toEqual([]);

  // A reload (the address no longer holds the token) goes on with the token this tab kept.
  await page.reload();
  await expect(page.getByRole("button", { name: "Save password" })).toBeVisible();
  await page.getByLabel("Type your new password", { exact: true }).fill(demoAffiliate.password);
  await page.getByLabel("Confirm your new password", { exact: true }).fill(demoAffiliate.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Your affiliate password has been changed successfully !")).toBeVisible();
  expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
  expect(problems).toEqual([]);
});

/**
 * /download on the built Worker with the seeded stand-in installers (scripts/seed/downloads.ts):
 * the platform decides what comes first, from the first paint (nothing moves when the page runs or
 * the list arrives: decision 059), the file arrives whole with the SHA-256 the page shows, and a
 * missing download is a 404 that lists the ones that exist.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { pathTo } from "#common/routes.ts";
import { standInFileName, standInReleases } from "#scripts/seed/downloads.ts";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { MAC_CHROME_UA, WINDOWS_UA } from "#tests/fixtures/user-agents.ts";
import { expect, KEY, test, uniqueEmail, viewports } from "./fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

const latest = standInReleases.at(-1)?.version ?? "";

test.describe("/download on Windows", () => {
  test.use({ userAgent: WINDOWS_UA });

  test(
    "offers the newest installer first, and the file it sends has the SHA-256 it shows",
    KEY,
    async ({ page, visit, problems, attachScreenshot }) => {
      await page.setViewportSize(viewports.mobile);
      await recordLayoutShifts(page);
      await visit("download", { waitUntil: "networkidle" });
      await expect(page.locator("html")).toHaveAttribute("data-platform", "windows");
      const button = page.getByRole("link", { name: `Download TickSim ${latest} for Windows` });
      await expect(button).toBeVisible();
      await expect(page.locator("[data-card]").first()).toHaveAttribute("data-card", "windows");
      // The installer's lines were held for it, so the card did not grow when the list came.
      await expect.poll(() => layoutShifts(page)).toBe(0);
      await attachScreenshot(page, "download-windows-390", { fullPage: true });
      await page.setViewportSize(viewports.desktop);
      await attachScreenshot(page, "download-windows-1440", { fullPage: true });

      const shown = (await page.locator('[data-card="windows"] code').innerText()).trim();
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      expect(download.suggestedFilename()).toBe(standInFileName(latest));
      const bytes = await readFile((await download.path()) as string);
      expect(bytes.byteLength).toBe(256 * 1024);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(shown);

      expect(problems).toEqual([]);
    },
  );

  test("holds the installer's lines at 390 px in the languages whose dates and labels run longest", async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await recordLayoutShifts(page);
    // "16 de novembro de 2026" takes two lines on a phone: its placeholder must too (the shifts restart per page).
    for (const locale of ["pt-BR", "de", "fr"] as const) {
      await page.goto(pathTo("download", {}, locale), { waitUntil: "networkidle" });
      await expect(page.locator('[data-card="windows"] a[download]')).toBeVisible();
      await expect.poll(() => layoutShifts(page), { message: locale }).toBe(0);
    }
    expect(problems).toEqual([]);
  });
});

test.describe("/download elsewhere", () => {
  test.use({ userAgent: MAC_CHROME_UA });

  test("offers the web app and the link by mail first, and mails the link", async ({
    page,
    visit,
    problems,
    outbox,
    attachScreenshot,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await recordLayoutShifts(page);
    await visit("download", { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-platform", "other");
    await expect(page.locator("[data-card]").first()).toHaveAttribute("data-card", "other");
    await expect(page.getByRole("link", { name: "Start with the web app" })).toBeVisible();
    // Laid out for this platform before the first paint: the cards did not swap when the page ran.
    await expect.poll(() => layoutShifts(page)).toBe(0);
    await attachScreenshot(page, "download-other-390", { fullPage: true });

    const email = uniqueEmail("download");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send me the link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect
      .poll(() => outbox.newestTo(email)?.subject, { timeout: EFFECT_TIMEOUT_MS })
      .toBe("Your TickSim desktop app download link");
    expect(outbox.newestTo(email)?.body_text).toContain("/download");

    await page.setViewportSize(viewports.desktop);
    await attachScreenshot(page, "download-other-1440", { fullPage: true });
    expect(problems).toEqual([]);
  });
});

test.describe("a download that does not exist", () => {
  test("answers 404 with the not-found page listing the versions that exist", async ({ page, attachScreenshot }) => {
    // literal URL: an unknown version is what this test is about.
    const res = await page.goto("/download/9.9.9/TickSimSetup-9.9.9.exe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    const list = page.getByRole("region", { name: "This download does not exist. These do:" });
    for (const { version } of standInReleases) await expect(list).toContainText(`Version ${version}`);
    await expect(list.getByRole("link", { name: standInFileName(latest) })).toHaveAttribute(
      "href",
      `/download/${latest}/${standInFileName(latest)}`,
    );
    await attachScreenshot(page, "download-404-1440", { fullPage: true });
  });
});

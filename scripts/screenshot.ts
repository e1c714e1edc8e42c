/**
 * Screenshots of pages for review: npx tsx scripts/screenshot.ts <base-url> <out-dir> <path> [path...]
 * Each path is taken at 390 px and 1440 px wide, full page, in Debian's Chromium.
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "#scripts/lib/browser-args.ts";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: tsx scripts/screenshot.ts <base-url> <out-dir> <path> [path...]");
  process.exit(2);
}
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const path of paths) {
      await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
      const name = path.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "") || "home";
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
}

/**
 * Renders the social-sharing card (web/public/media/og-image.png, 1200x630) from HTML in
 * Chromium: npx tsx scripts/media/og-image.ts
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "#scripts/lib/browser-args.ts";

const candles = Array.from({ length: 42 }, (_, i) => {
  const base = 300 - i * 3.2 + Math.sin(i / 2.5) * 38;
  const up = Math.sin(i * 1.7) > -0.2;
  const open = base + (up ? 14 : -14);
  const close = base - (up ? 14 : -14);
  const x = 640 + i * 12.5;
  const top = Math.min(open, close);
  const height = Math.abs(open - close) + 2;
  const color = up ? "#20c997" : "#ff5c5c";
  return `<line x1="${x + 4}" x2="${x + 4}" y1="${top - 16}" y2="${top + height + 16}" stroke="${color}" stroke-width="2"/><rect x="${x}" y="${top}" width="8" height="${height}" fill="${color}" rx="1"/>`;
}).join("");

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;background:linear-gradient(135deg,#0f1115,#171a21 60%,#10261f);font-family:system-ui,sans-serif;color:#e8eaed;position:relative;overflow:hidden">
  <svg width="1200" height="630" style="position:absolute;inset:0">${candles}</svg>
  <div style="position:absolute;left:72px;top:150px;width:560px">
    <div style="font-size:34px;font-weight:700;color:#20c997">TickSim</div>
    <div style="font-size:64px;font-weight:800;line-height:1.05;margin-top:18px">The best backtesting software</div>
    <div style="font-size:30px;color:#a3a9b5;margin-top:24px">Real historical spread · 1000+ assets · 100% free for swing traders</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "web/public/media/og-image.png" });
await browser.close();

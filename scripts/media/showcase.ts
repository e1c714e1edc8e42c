/**
 * Generates the showcase media (web/public/media/showcase/): SVG stills and short looping WebM
 * clips of the TickSim workspace, all drawn by scripts/media/render.ts.
 *
 *   npx tsx scripts/media/showcase.ts            # SVGs and clips
 *   npx tsx scripts/media/showcase.ts --svg-only
 *
 * Clips are recorded from a canvas in Debian's Chromium (/usr/bin/chromium, already used by the
 * e2e tests) with MediaRecorder (VP8/VP9 WebM): no extra system package. Each clip is checked
 * to stay under 400 KB.
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "#tests/e2e/support/browser-args.ts";
import { H, multiChart, type Report, report, ruleManager, type Scene, W, workspace } from "./render";

const OUT = new URL("../../web/public/media/showcase/", import.meta.url);
const MAX_BYTES = 400 * 1024;
const FPS = 15;
const SECONDS = 4;

const stills: Record<string, string> = {
  "multichart.svg": multiChart("web"),
  "interface-dark.svg": multiChart("desktop"),
  "interface-light.svg": multiChart("desktop", true),
  "rule-manager.svg": ruleManager(),
  "timeframes-desktop.svg": workspace("timeframes", 1, "desktop"),
  "assets-desktop.svg": workspace("replay", 1, "desktop"),
  "web-version.svg": workspace("orders", 0.8, "web"),
};
for (const kind of ["growth", "detailed", "symbols", "timing", "risk", "montecarlo"] as Report[]) {
  stills[`report-${kind}.svg`] = report(kind);
}
const clips: Scene[] = ["replay", "orders", "indicators", "drawing", "risk", "timeframes", "calendar", "statistics"];

await mkdir(OUT, { recursive: true });
for (const [name, svg] of Object.entries(stills)) await writeFile(new URL(name, OUT), svg);
// A poster (first frame) for every clip, shown before the clip loads.
for (const scene of clips) await writeFile(new URL(`${scene}.svg`, OUT), sceneFrame(scene, 0));
console.log(`wrote ${Object.keys(stills).length + clips.length} SVG files`);

function sceneFrame(scene: Scene, t: number): string {
  if (scene === "statistics") return report(t < 0.5 ? "growth" : "symbols");
  if (scene === "multichart") return multiChart();
  return workspace(scene, t);
}

const RECORD = `async ({ frames, fps }) => {
          const canvas = document.getElementById("c");
          const ctx = canvas.getContext("2d");
          const load = (svg) =>
            new Promise((resolve, reject) => {
              const img = new Image();
              img.onload = () => resolve(img);
              img.onerror = reject;
              img.src = \`data:image/svg+xml;charset=utf-8,\${encodeURIComponent(svg)}\`;
            });
          const images = await Promise.all(frames.map(load));
          ctx.drawImage(images[0], 0, 0);
          const stream = canvas.captureStream(fps);
          const mime = MediaRecorder.isTypeSupported("video/webm;codecs=vp9") ? "video/webm;codecs=vp9" : "video/webm";
          const recorder = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: 450_000 });
          const chunks = [];
          recorder.ondataavailable = (e) => chunks.push(e.data);
          const done = new Promise((r) => (recorder.onstop = r));
          recorder.start();
          for (const img of images) {
            ctx.drawImage(img, 0, 0);
            await new Promise((r) => setTimeout(r, 1000 / fps));
          }
          recorder.stop();
          await done;
          const buf = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
          let s = "";
          for (const b of buf) s += String.fromCharCode(b);
          return btoa(s);
        }`;

if (!process.argv.includes("--svg-only")) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent(`<canvas id="c" width="${W}" height="${H}"></canvas>`);
    for (const scene of clips) {
      const frames = Array.from({ length: FPS * SECONDS }, (_, i) => sceneFrame(scene, i / (FPS * SECONDS - 1)));
      // A plain-JS string: tsx's helpers (__name) do not exist inside the page.
      const base64 = (await page.evaluate(`(${RECORD})(${JSON.stringify({ frames, fps: FPS })})`)) as string;
      const file = new URL(`${scene}.webm`, OUT);
      await writeFile(file, Buffer.from(base64, "base64"));
      const { size } = await stat(file);
      if (size > MAX_BYTES) throw new Error(`${scene}.webm is ${size} bytes, over ${MAX_BYTES}`);
      console.log(`${scene}.webm ${(size / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
  }
}

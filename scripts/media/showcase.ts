/**
 * Generates the showcase media (web/public/media/showcase/): SVG stills and short looping WebM
 * clips of the TickSim workspace, listed in scripts/media/catalogue.ts.
 *
 *   npx tsx scripts/media/showcase.ts            # SVGs and clips
 *   npx tsx scripts/media/showcase.ts --svg-only
 *   npx tsx scripts/media/showcase.ts statistics    # SVGs and only the clips named
 *
 * Clips are encoded from a canvas in Debian's Chromium (/usr/bin/chromium, already used by the
 * e2e tests) with WebCodecs (VP9), each frame at its own time, and written as WebM by webm.ts: no
 * extra system package, and the same clip on a busy machine. Each clip is checked
 * to stay under 400 KB. Every image and clip also has a phone version (`-mobile`): a crop of the
 * screen where its text is readable at 390 px.
 */
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "#scripts/lib/browser-args.ts";
import { run } from "#scripts/lib/run.ts";
import { clipFacts, clipFrame, clipPhoneFrame, clips, stills } from "./catalogue";
import type { Facts } from "./facts";
import { cropOutlined, outlined } from "./outline";
import { H, PHONE, scaled, W } from "./svg";
import { webm } from "./webm";

const OUT = new URL("../../web/public/media/showcase/", import.meta.url);
/** The clips' size budget (docs/content.md): each WebM, desktop or phone, stays under 400 KB. */
export const MAX_BYTES = 400 * 1024;
const FPS = 15;
const SECONDS = 4;
/** Pixel density of the clips: sharp on a 2x screen and on a 1440 px wide desktop. */
const DENSITY = 2;
/** The page the clips are encoded in (never fetched: the script answers it). */
const ENCODER_PAGE = "https://media.invalid/";

const named = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const recorded = process.argv.includes("--svg-only")
  ? []
  : clips.filter((c) => named.length === 0 || named.includes(c));
// Start from an empty folder (a renamed image must not leave its old file behind), keeping the
// clips this run does not record.
await mkdir(OUT, { recursive: true });
const kept = (file: string) =>
  file.endsWith(".webm") && !recorded.some((c) => file.startsWith(`${c}.`) || file.startsWith(`${c}-mobile.`));
for (const file of await readdir(OUT)) if (!kept(file)) await rm(new URL(file, OUT));

/** The figures an image prints and their inputs, beside it (tests/web/showcase/facts.test.ts reads them). */
const factFiles: string[] = [];
async function writeFacts(name: string, facts: Facts) {
  const file = new URL(`${name}.facts.json`, OUT);
  await writeFile(file, JSON.stringify(facts));
  factFiles.push(file.pathname);
}

let written = 0;
for (const [name, still] of Object.entries(stills())) {
  const svg = outlined(still.svg);
  await writeFile(new URL(`${name}.svg`, OUT), svg);
  if (still.phone) await writeFile(new URL(`${name}-mobile.svg`, OUT), outlined(still.phone));
  else if (still.crop) await writeFile(new URL(`${name}-mobile.svg`, OUT), cropOutlined(svg, still.crop));
  if (still.facts) await writeFacts(name, still.facts);
  written += still.crop || still.phone ? 2 : 1;
}
// A poster (first frame) for every clip and its phone version, shown before the clip loads.
for (const clip of clips) {
  const poster = outlined(clipFrame(clip, 0));
  await writeFile(new URL(`${clip}.svg`, OUT), poster);
  await writeFile(new URL(`${clip}-mobile.svg`, OUT), outlined(clipPhoneFrame(clip, 0)));
  await writeFacts(clip, clipFacts(clip));
  written += 2;
}
// Committed files: in the project's format, so the pre-commit check passes them as written.
await run("npx", ["biome", "format", "--write", ...factFiles]);
console.log(`wrote ${written} SVG files and ${factFiles.length} facts files`);

/**
 * Encodes the frames in the page with WebCodecs (VP9), each frame stamped with its own time: the
 * clip plays in SECONDS whatever the machine's load, and no frame is dropped (scripts/media/webm.ts
 * writes the file). A key frame every 2 seconds.
 */
const ENCODE = `async ({ frames, fps, bitrate, width, height }) => {
          const canvas = new OffscreenCanvas(width, height);
          const ctx = canvas.getContext("2d");
          const load = (svg) =>
            new Promise((resolve, reject) => {
              const img = new Image();
              img.onload = () => resolve(img);
              img.onerror = reject;
              img.src = \`data:image/svg+xml;charset=utf-8,\${encodeURIComponent(svg)}\`;
            });
          const encoded = [];
          let failure = null;
          const encoder = new VideoEncoder({
            output: (chunk) => {
              const data = new Uint8Array(chunk.byteLength);
              chunk.copyTo(data);
              let s = "";
              for (const b of data) s += String.fromCharCode(b);
              encoded.push({ key: chunk.type === "key", time: Math.round(chunk.timestamp / 1000), data: btoa(s) });
            },
            error: (e) => (failure = e),
          });
          encoder.configure({ codec: "vp09.00.40.08", width, height, bitrate, framerate: fps, latencyMode: "quality" });
          for (let i = 0; i < frames.length; i++) {
            ctx.drawImage(await load(frames[i]), 0, 0);
            const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / fps), duration: Math.round(1e6 / fps) });
            encoder.encode(frame, { keyFrame: i % (2 * fps) === 0 });
            frame.close();
          }
          await encoder.flush();
          if (failure) throw failure;
          return encoded;
        }`;

if (recorded.length > 0) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context: an https page, answered here.
    await page.route(ENCODER_PAGE, (route) =>
      route.fulfill({ body: "<title>Encoder</title>", contentType: "text/html" }),
    );
    await page.goto(ENCODER_PAGE);
    for (const clip of recorded) {
      // Outlined once: both versions are recorded from the same frames.
      const times = Array.from({ length: FPS * SECONDS }, (_, i) => i / (FPS * SECONDS - 1));
      const outlinedFrames = times.map((t) => outlined(clipFrame(clip, t)));
      const phoneFrames = times.map((t) => outlined(clipPhoneFrame(clip, t)));
      const versions = [
        { file: `${clip}.webm`, width: W, height: H, frames: outlinedFrames, bitrate: 340_000 },
        { file: `${clip}-mobile.webm`, width: PHONE.w, height: PHONE.h, frames: phoneFrames, bitrate: 180_000 },
      ];
      for (const v of versions) {
        const frames = v.frames.map((svg) => scaled(svg, DENSITY));
        const pixels = { width: v.width * DENSITY, height: v.height * DENSITY };
        // A plain-JS string: tsx's helpers (__name) do not exist inside the page.
        const args = JSON.stringify({ frames, fps: FPS, bitrate: v.bitrate, ...pixels });
        const encoded = (await page.evaluate(`(${ENCODE})(${args})`)) as { key: boolean; time: number; data: string }[];
        const file = new URL(v.file, OUT);
        const video = webm({
          codec: "V_VP9",
          ...pixels,
          duration: SECONDS * 1000,
          frames: encoded.map((e) => ({ ...e, data: Buffer.from(e.data, "base64") })),
        });
        await writeFile(file, video);
        const { size } = await stat(file);
        if (size > MAX_BYTES) throw new Error(`${v.file} is ${size} bytes, over ${MAX_BYTES}`);
        console.log(`${v.file} ${(size / 1024).toFixed(0)} KB`);
      }
    }
  } finally {
    await browser.close();
  }
}

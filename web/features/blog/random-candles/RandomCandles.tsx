import { useEffect, useRef, useState } from "react";
import { buttonClass } from "#web/components/button.ts";
import { CANDLE_COUNT, type Candle, generateCandlesInSlices, type Model, newSeed } from "./generate";
import styles from "./RandomCandles.module.css";

const DETAIL_COUNT = 120;
const UP = "#20c997";
const DOWN = "#ff5c5c";

/** Consecutive candles merged `size` at a time: the first open, the highest high, the lowest low, the last close. */
function merged(candles: readonly Candle[], size: number): Candle[] {
  const out: Candle[] = [];
  for (let i = 0; i < candles.length; i += size) {
    const group = candles.slice(i, i + size);
    out.push({
      open: (group[0] as Candle).open,
      high: Math.max(...group.map((c) => c.high)),
      low: Math.min(...group.map((c) => c.low)),
      close: (group[group.length - 1] as Candle).close,
    });
  }
  return out;
}

function draw(canvas: HTMLCanvasElement, allCandles: readonly Candle[]) {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  // More candles than pixels: one candle per pixel column, as a trading chart zoomed out shows them
  // (drawn one by one, the last colour painted would cover the column whatever the trend).
  const candles = merged(allCandles, Math.max(1, Math.ceil(allCandles.length / Math.max(1, Math.floor(width)))));
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const c of candles) {
    if (c.low < min) min = c.low;
    if (c.high > max) max = c.high;
  }
  const pad = 6;
  const y = (v: number) => pad + ((max - v) / (max - min || 1)) * (height - 2 * pad);
  const step = width / candles.length;
  const body = Math.max(step * 0.7, 0.6);
  // One path per colour, stroked and filled once: a stroke per candle made the charts one long
  // task of about half a second on a phone (Lighthouse TBT).
  const shapes = new Map([UP, DOWN].map((colour) => [colour, { wicks: new Path2D(), bodies: new Path2D() }]));
  candles.forEach((c, i) => {
    const x = i * step + step / 2;
    const shape = shapes.get(c.close >= c.open ? UP : DOWN) as { wicks: Path2D; bodies: Path2D };
    shape.wicks.moveTo(x, y(c.high));
    shape.wicks.lineTo(x, y(c.low));
    const top = y(Math.max(c.open, c.close));
    shape.bodies.rect(x - body / 2, top, body, Math.max(Math.abs(y(c.open) - y(c.close)), 1));
  });
  ctx.lineWidth = Math.min(1, Math.max(step * 0.5, 0.5));
  for (const [colour, { wicks, bodies }] of shapes) {
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.stroke(wicks);
    ctx.fill(bodies);
  }
}

/** One chart and its zoom; blank (no `data-candles`) while its candles are being made. */
function Panel({ title, candles, caption }: { title: string; candles: readonly Candle[] | null; caption: string }) {
  const overview = useRef<HTMLCanvasElement>(null);
  const detail = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!candles) return;
    const render = () => {
      if (overview.current) draw(overview.current, candles);
      if (detail.current) draw(detail.current, candles.slice(-DETAIL_COUNT));
    };
    render();
    window.addEventListener("resize", render);
    return () => window.removeEventListener("resize", render);
  }, [candles]);
  return (
    <figure className={styles.panel}>
      <figcaption className={styles.panelTitle}>{title}</figcaption>
      <canvas
        ref={overview}
        className={styles.overview}
        role="img"
        aria-label={`${title}: ${CANDLE_COUNT} pseudo-random candles`}
        data-candles={candles?.length}
      />
      <p className={styles.detailLabel}>Zoom on the last {DETAIL_COUNT} candles</p>
      <canvas
        ref={detail}
        className={styles.detail}
        role="img"
        aria-label={`${title}: the last ${DETAIL_COUNT} candles`}
      />
      <p className={styles.caption}>{caption}</p>
    </figure>
  );
}

const panels: readonly { model: Model; title: string; caption: string }[] = [
  { model: "random-walk", title: "Pure random walk", caption: "Independent moves, constant volatility." },
  {
    model: "clustered",
    title: "Random walk that looks real",
    caption: "Volatility clustering and fat tails, still no edge.",
  },
];

/** A set of candles on screen: which press of the button made it, from which seed. */
interface CandleSet {
  readonly generation: number;
  readonly seed: number;
  readonly series: readonly (readonly Candle[])[];
}

/**
 * The panels' candles for a seed, made in slices after the render (generateCandlesInSlices); the
 * set on screen stays until the next one is whole, and a newer seed cancels an older one.
 */
function useCandleSet(seed: number, generation: number): CandleSet | null {
  const [set, setSet] = useState<CandleSet | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(
      panels.map((p, i) => generateCandlesInSlices(seed + i * 7919, p.model, CANDLE_COUNT, controller.signal)),
    ).then(
      (series) => setSet({ generation, seed, series }),
      (error: unknown) => {
        if (!controller.signal.aborted) throw error;
      },
    );
    return () => controller.abort();
  }, [seed, generation]);
  return set;
}

/** Two charts of 5000 pseudo-random candles each, drawn in the browser, with a button to generate again. */
export default function RandomCandles() {
  const [request, setRequest] = useState(() => ({ seed: newSeed(), generation: 1 }));
  const set = useCandleSet(request.seed, request.generation);
  return (
    <div className={styles.chart} data-generation={set?.generation}>
      <div className={styles.panels}>
        {panels.map((p, i) => (
          <Panel key={p.model} title={p.title} candles={set?.series[i] ?? null} caption={p.caption} />
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={buttonClass("primary")}
          onClick={() => setRequest((r) => ({ seed: newSeed(), generation: r.generation + 1 }))}
        >
          Generate again
        </button>
        <span className={styles.status} aria-live="polite">
          {set ? `Set ${set.generation}: ${CANDLE_COUNT} candles per chart, seed ${set.seed}` : "Making the candles..."}
        </span>
      </div>
    </div>
  );
}

import { useCallback, useRef, useState } from "react";
import { useSeen } from "#web/lib/use-seen.ts";
import styles from "./SparkChart.module.css";

/** The spec's sparkline auto-draw duration. */
export const DRAW_MS = 5000;

const VW = 800;
const VH = 300;
const N = 60;

/** A deterministic price walk with a clear dip (the good buy) and a top (the good bye). */
function series(): number[] {
  const out: number[] = [];
  let s = 7;
  for (let i = 0; i < N; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const noise = (s / 2147483648 - 0.5) * 8;
    const shape = 60 - 35 * Math.sin((i / N) * Math.PI * 1.15 + 0.6) + i * 0.4;
    out.push(shape + noise);
  }
  return out;
}

const values = series();
const lo = Math.min(...values);
const hi = Math.max(...values);
const x = (i: number) => (i / (N - 1)) * VW;
const y = (v: number) => 20 + (1 - (v - lo) / (hi - lo)) * (VH * 0.62);
const path = values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
/** The dip in the first two thirds, and the top after it. */
const buyValue = Math.min(...values.slice(0, 40));
const buyIndex = values.indexOf(buyValue);
const sellValue = Math.max(...values.slice(buyIndex));
const sellIndex = values.indexOf(sellValue);
/** When the drawing line reaches point `i`. */
const delayAt = (i: number) => `${Math.round((i / N) * DRAW_MS)}ms`;

interface MarkerProps {
  readonly index: number;
  /** Where the tag's centre is, beside the point. */
  readonly tagAt: readonly [number, number];
  readonly halfWidth: number;
  readonly kind: "buy" | "sell";
  readonly label: string;
}

/** A point of the line and its tag, popping in when the line reaches it. */
function Marker({ index, tagAt, halfWidth, kind, label }: MarkerProps) {
  // SVG sizes no shape to its text: once laid out, the tag grows to a label longer than the English
  // it was drawn for ("Buona vendita!"), and stays inside the chart. jsdom lays out no text.
  const [half, setHalf] = useState(halfWidth);
  const fit = useCallback(
    (text: SVGTextElement | null) => {
      const width = text?.getComputedTextLength?.();
      if (width) setHalf(Math.max(halfWidth, width / 2 + 14));
    },
    [halfWidth],
  );
  return (
    <g className={styles.marker} style={{ transitionDelay: delayAt(index) }}>
      <circle cx={x(index)} cy={y(values[index] ?? 0)} r={7} className={styles[`${kind}Dot`]} />
      <g transform={`translate(${Math.min(tagAt[0], VW - half - 4)} ${tagAt[1]})`}>
        <rect x={-half} y={-16} width={half * 2} height={28} rx={14} className={styles[`${kind}Tag`]} />
        <text ref={fit} textAnchor="middle" y={4} className={styles.tagText}>
          {label}
        </text>
      </g>
    </g>
  );
}

/**
 * The landing's animated sparkline and volume bars. Its first frame is already a whole chart (the
 * volume bars and a faint trace of the price line), so a visitor scrolling by never sees an empty
 * box; drawing starts as soon as any part of it enters the viewport: the line is traced over
 * 5000 ms, then the 'Good buy' and 'Good bye !' markers pop in.
 */
export function SparkChart({ buyLabel, sellLabel, label }: { buyLabel: string; sellLabel: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const drawn = useSeen(ref);

  const barWidth = (VW / N) * 0.6;
  return (
    <div ref={ref} className={styles.chart} data-drawn={drawn ? "true" : "false"}>
      <svg viewBox={`0 0 ${VW} ${VH}`} role="img" aria-label={label}>
        <defs>
          <linearGradient id="spark-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="var(--color-green)" stopOpacity="0.35" />
            <stop offset="1" stopColor="var(--color-green)" stopOpacity="0" />
          </linearGradient>
        </defs>
        <g className={styles.bars}>
          {values.map((v, i) => {
            const h = 12 + Math.abs(v - (values[i - 1] ?? v)) * 6;
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional.
                key={i}
                x={x(i) - barWidth / 2}
                y={VH - h}
                width={barWidth}
                height={h}
                rx={2}
                className={v >= (values[i - 1] ?? v) ? styles.barUp : styles.barDown}
                style={{ transitionDelay: delayAt(i) }}
              />
            );
          })}
        </g>
        <path d={`${path} L${VW},${VH * 0.7} L0,${VH * 0.7} Z`} fill="url(#spark-fill)" className={styles.area} />
        <path d={path} className={styles.trace} />
        <path d={path} pathLength={1} className={styles.line} />
        <Marker index={buyIndex} tagAt={[x(buyIndex), y(buyValue) - 30]} halfWidth={52} kind="buy" label={buyLabel} />
        <Marker
          index={sellIndex}
          tagAt={[Math.min(x(sellIndex), VW - 60), y(sellValue) + 34]}
          halfWidth={56}
          kind="sell"
          label={sellLabel}
        />
      </svg>
    </div>
  );
}

/**
 * The Rule Manager (spec: drag-and-drop strategies without coding, three rule kinds): Setup rules
 * pause or trigger on conditions, Entry rules create orders, Exit rules close orders, for
 * semi-automated or fully automated trading. The full screen and one card image per kind.
 */
import { FactSheet, type Facts } from "./facts";
import { usd } from "./figures";
import { instruments, quote } from "./market";
import { hhmm, payrolls, utcOf } from "./news";
import { ticket, unitsValue } from "./orders";
import { type Box, C, frame, line, rect, square, text, W } from "./svg";

export type RuleKind = "setup" | "entry" | "exit";

/** A rule block: its word (the colored tag) and what it does. */
type Block = readonly [word: string, label: string];

/** Each kind's title, what its rules do and its color. */
const KINDS: Record<RuleKind, { title: string; action: string; color: string }> = {
  setup: { title: "Setup", action: "pause or trigger", color: C.blue },
  entry: { title: "Entry", action: "create orders", color: C.green },
  exit: { title: "Exit", action: "close orders", color: C.red },
};

/** Each kind's two example blocks, in the Rule Manager and on the kind's card. */
const BLOCKS: Record<RuleKind, readonly Block[]> = {
  setup: [
    ["PAUSE", "15 min before and after high-impact news"],
    ["TRIGGER", "London session opens (08:00 London)"],
  ],
  entry: [
    ["WHEN", "SMA (50) crosses above SMA (200)"],
    ["BUY", "Limit at −0.3 %, risk 1 % of balance"],
  ],
  exit: [
    ["CLOSE", "Take profit at +2 R"],
    ["CLOSE", "RSI (14) crosses below 70"],
  ],
};

const ORDER: readonly RuleKind[] = ["setup", "entry", "exit"];

function block(x: number, y: number, w: number, [word, label]: Block, color: string, size: number) {
  const h = size * 2.6;
  return (
    rect(x, y, w, h, C.raised, 8, `stroke="${color}" stroke-width="1.5"`) +
    rect(x + 8, y + 8, size * 5.4, h - 16, color, 5, `opacity="0.2"`) +
    text(x + 8 + size * 2.7, y + h / 2 + size * 0.36, word, size * 0.8, color, "middle", 700) +
    text(x + 20 + size * 5.4, y + h / 2 + size * 0.36, label, size, C.text, "start", 600)
  );
}

/** The account the Rule Manager trades and the gold price when its entry rule fires. */
const BALANCE = 10_400;
const SIGNAL = instruments.XAUUSD.price;

/**
 * The rule log of payrolls day: the London open (08:00 in London), a buy limit 0.3 % under the
 * signal sized to risk 1 %, the pause 15 minutes either side of the release, the exit at +2 R.
 */
function ruleLog(facts: FactSheet): [string, RuleKind, string][] {
  const nfp = payrolls;
  const release = utcOf(nfp.date, nfp.local, nfp.zone);
  const london = utcOf(nfp.date, "08:00", "Europe/London");
  const order = ticket("XAUUSD", BALANCE);
  const limit = Math.round(SIGNAL * 0.997 * 100) / 100;
  const gain = unitsValue(order, 2 * order.stop);
  facts.input("release", { ...nfp, utc: new Date(release).toISOString() });
  facts.input("ticket", order);
  facts.input("signal", SIGNAL);
  const minutes = (m: number) => m * 60_000;
  const p = facts.print.bind(facts);
  return [
    [facts.label("londonOpen", hhmm(london)), "setup", "London open: rules armed"],
    ["09:15", "entry", `Buy limit ${order.volume.toFixed(2)} @ ${p("limit", limit, quote("XAUUSD", limit))}`],
    ["09:42", "entry", `Filled ${order.volume.toFixed(2)} XAUUSD`],
    [facts.label("pause", hhmm(release - minutes(15))), "setup", "Payrolls in 15 min: paused"],
    [facts.label("resume", hhmm(release + minutes(15))), "setup", "Resumed after the news"],
    ["14:10", "exit", `Take profit +2 R · ${p("exitProfit", gain, usd(gain, true))}`],
  ];
}

/** The whole Rule Manager: the strategy's three rule groups, the automation mode and the rule log. */
export const ruleManager = () => ruleManagerScreen().svg;

export function ruleManagerScreen(): { svg: string; facts: Facts } {
  const facts = new FactSheet();
  let body =
    rect(0, 0, W, 44, C.surface) +
    line(0, 44, W, 44, C.border) +
    `<circle cx="22" cy="22" r="9" fill="${C.green}"/>` +
    text(38, 27, "TickSim Desktop · Rule Manager", 15, C.text, "start", 700);
  // The automation mode: the rules suggest (semi-automated) or trade (fully automated).
  body += rect(W - 316, 9, 300, 26, C.raised, 6) + rect(W - 164, 11, 146, 22, C.selected, 5);
  body += text(W - 240, 27, "Semi-automated", 12, C.muted, "middle", 600);
  body += text(W - 91, 27, "Fully automated", 12, C.blue, "middle", 700);
  body += text(24, 76, "Strategy: London trend pullback · XAUUSD · 1h", 15, C.text, "start", 700);
  ORDER.forEach((kind, i) => {
    const k = KINDS[kind];
    const y = 92 + i * 128;
    body += rect(24, y, 560, 118, C.surface, 10, `stroke="${C.border}"`);
    body += text(40, y + 24, `${k.title} rules`, 14, k.color, "start", 700);
    body += text(568, y + 24, k.action, 12, C.muted, "end");
    BLOCKS[kind].forEach((b, j) => {
      body += block(40, y + 34 + j * 40, 528, b, k.color, 13);
    });
  });
  const log = ruleLog(facts);
  body += rect(608, 60, 328, 330, C.surface, 10, `stroke="${C.border}"`);
  body += text(
    624,
    86,
    `Rule log · ${new Date(`${payrolls.date}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })} · UTC`,
    14,
    C.text,
    "start",
    700,
  );
  log.forEach(([time, kind, what], i) => {
    const y = 118 + i * 44;
    body += line(624, y - 10, 920, y - 10, C.border);
    body += text(624, y + 10, time, 12, C.muted);
    body += rect(672, y - 3, 54, 18, KINDS[kind].color, 4, `opacity="0.2"`);
    body += text(699, y + 10, KINDS[kind].title, 11, KINDS[kind].color, "middle", 700);
    body += text(736, y + 10, what, 12, C.text);
  });
  body += rect(24, 486, 180, 36, C.green, 8) + text(114, 509, "Start replay", 14, "#04140e", "middle", 700);
  body += text(222, 509, "Drag a block to add a condition", 12, C.muted);
  return { svg: frame(body), facts: facts.toJSON() };
}

/** The phone's part of the Rule Manager: the rule groups at a readable scale. */
export const ruleManagerCrop: Box = square(16, 56);

/** A Rule Manager card's image (3:1): the kind's two blocks. */
export const CARD: Box = { x: 0, y: 0, w: 480, h: 160 };

/** Each kind's mark in its card: pause (setup), an order arrow (entry), a close cross (exit). */
const MARKS: Record<RuleKind, string> = {
  setup: `${rect(440, 12, 5, 18, C.blue, 1)}${rect(451, 12, 5, 18, C.blue, 1)}`,
  entry: `<path d="M448 30 L448 12 M440 19 L448 11 L456 19" stroke="${C.green}" stroke-width="3" fill="none"/>`,
  exit: `<path d="M440 13 L456 29 M456 13 L440 29" stroke="${C.red}" stroke-width="3" fill="none"/>`,
};

export function ruleCardImage(kind: RuleKind): string {
  const k = KINDS[kind];
  let body = text(16, 28, `${k.title.toUpperCase()} · ${k.action}`, 14, k.color, "start", 700) + MARKS[kind];
  BLOCKS[kind].forEach((b, j) => {
    body += block(16, 42 + j * 54, 448, b, k.color, 15);
  });
  return frame(rect(0, 0, CARD.w, CARD.h, C.surface) + body, CARD);
}

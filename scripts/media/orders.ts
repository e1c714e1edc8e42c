/**
 * The order ticket of the showcase workspace: stops in the unit traders use for the instrument
 * (pips for forex, points for indices, dollars of price for crypto, metals and shares) and a
 * volume sized so the stop risks 1 % of the balance, as the platform's risk calculator does.
 */
import { money } from "./figures";
import { type InstrumentClass, instruments, type Ticker } from "./market";

export type StopUnit = "pips" | "points" | "dollars";

export const STOP_UNIT: Record<InstrumentClass, StopUnit> = {
  forex: "pips",
  index: "points",
  metal: "dollars",
  crypto: "dollars",
  stock: "dollars",
};

/** The order's example stop, in the instrument's unit; the target is 2.25 times as far. */
const STOP: Record<Ticker, number> = { EURUSD: 20, GBPJPY: 30, XAUUSD: 8, US500: 16, BTCUSD: 800, AAPL: 4 };
/** Dollars one lot gains when the price rises by 1 (forex lot: 100,000 units; gold: 100 oz; US500: $10 a point). */
const CONTRACT: Partial<Record<Ticker, number>> = { EURUSD: 100_000, XAUUSD: 100, US500: 10, BTCUSD: 1, AAPL: 100 };
export const REWARD_RATIO = 2.25;

/** The price change one unit of the stop stands for: a pip is 0.0001 (0.01 on a yen pair). */
export function unitSize(symbol: Ticker): number {
  if (instruments[symbol].kind !== "forex") return 1;
  return symbol.endsWith("JPY") ? 0.01 : 0.0001;
}

export interface Ticket {
  readonly symbol: Ticker;
  readonly unit: StopUnit;
  /** Price change per unit of the stop. */
  readonly unitSize: number;
  /** Dollars per lot per 1.0 of price. */
  readonly contract: number;
  readonly stop: number;
  readonly target: number;
  readonly volume: number;
  /** Dollars lost at the stop. */
  readonly risk: number;
  readonly balance: number;
}

export const round2 = (v: number) => Math.round(v * 100) / 100;

/** The ticket on `symbol` for an account of `balance`: the largest volume (0.01 lot steps) risking at most 1 %. */
export function ticket(symbol: Ticker, balance: number): Ticket {
  const contract = CONTRACT[symbol];
  if (contract === undefined) throw new Error(`no contract size for ${symbol}: its P&L is not in dollars`);
  const stop = STOP[symbol];
  const size = unitSize(symbol);
  const perLot = stop * size * contract;
  const volume = Math.floor(((balance * 0.01) / perLot) * 100) / 100;
  return {
    symbol,
    unit: STOP_UNIT[instruments[symbol].kind],
    unitSize: size,
    contract,
    stop,
    target: stop * REWARD_RATIO,
    volume,
    risk: round2(volume * perLot),
    balance,
  };
}

/** Dollars a move of `distance` units makes on the ticket's volume. */
export const unitsValue = (t: Ticket, distance: number) => round2(distance * t.unitSize * t.contract * t.volume);

/** A stop distance as the ticket prints it: "20.0 pips", "16.0 points", "$800.00". */
export function distance(unit: StopUnit, value: number): string {
  if (unit === "dollars") return `$${money(value)}`;
  return `${value.toFixed(1)} ${unit}`;
}

/**
 * The desktop app's window in the top 44 units of a screen: a Windows title bar (the app and the
 * session, the window buttons drawn as shapes) over a menu bar, whose right part each screen fills
 * (the workspace its symbol and timeframes, the statistics their tabs).
 */
import { C, line, rect, text, W } from "./svg";

export const WINDOW_BAR = 44;
/** The menu bar's first free unit, right of the menus. */
export const MENU_END = 330;

const MENUS = ["File", "View", "Chart", "Tools", "Data center", "Help"] as const;

export function desktopWindow(session: string, bar: string): string {
  const parts = [
    rect(0, 0, W, WINDOW_BAR, C.surface),
    rect(0, 0, W, 20, C.bg),
    line(0, WINDOW_BAR, W, WINDOW_BAR, C.border),
  ];
  parts.push(`<circle cx="12" cy="10" r="5" fill="${C.green}"/>`);
  parts.push(text(24, 14, `TickSim Desktop — ${session}`, 11, C.muted, "start", 600));
  // Minimise, maximise, close.
  parts.push(line(W - 98, 10, W - 88, 10, C.muted, 1.2));
  parts.push(rect(W - 59, 5, 10, 10, "none", 0, `stroke="${C.muted}" stroke-width="1.2"`));
  parts.push(`<path d="M${W - 21} 5l10 10m0-10l-10 10" stroke="${C.muted}" stroke-width="1.2" fill="none"/>`);
  let x = 12;
  for (const menu of MENUS) {
    parts.push(text(x, 37, menu, 11, C.text));
    x += menu.length * 6.2 + 16;
  }
  return parts.join("") + bar;
}

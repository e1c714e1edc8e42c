/**
 * Typesetting a native reader sees as wrong in the page's language (issue 29 item 1): French puts
 * a no-break space before ; : ! ? » and after « (a plain space lets a line start with "?"), Japanese
 * and Chinese use full-width punctuation beside their script, and neither slants its characters
 * (they have no italics: the browser fakes them). Chinese quotes “ ” ‘ ’ are full-width: Latin fonts
 * have the same characters half as wide, so they must come from the Chinese font (decision 061):
 * checked where one is installed (`chineseFont`, support/cjk-fonts.ts). Text marked as another
 * language (a language's name in the switcher) is left to its own rules. Runs in the page:
 * `page.evaluate(typographyFaults, { chineseFont })`.
 */
export const typographyFaults = ({ chineseFont }: { chineseFont: boolean }) => {
  const cjk = "[\\u3040-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef]";
  const faults: Record<string, RegExp> = {
    fr: /[\p{L}\p{N} \t\n][;!?»]|[\p{L} \t\n]:|«[^\u00a0\u202f]/u,
    // Half-width punctuation after their script, or brackets around it; an English name in brackets
    // beside it ("Companies House (England and Wales)に") keeps its own.
    ja: new RegExp(`${cjk}[,.:;!?)]|\\(${cjk}`, "u"),
    zh: new RegExp(`${cjk}[,.:;!?)]|\\(${cjk}`, "u"),
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent?.trim() ?? "";
    if (!el || !text || el.closest("script, style")) continue;
    const lang = (el.closest("[lang]")?.getAttribute("lang") ?? "").split("-")[0] ?? "";
    const where = `${el.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
    if (faults[lang]?.test(text)) found.push(`${where}: ${lang} punctuation`);
    if (
      (lang === "ja" || lang === "zh") &&
      new RegExp(cjk, "u").test(text) &&
      getComputedStyle(el).fontStyle !== "normal"
    )
      found.push(`${where}: slanted ${lang}`);
    if (lang === "zh" && chineseFont) {
      const fontSize = Number.parseFloat(getComputedStyle(el).fontSize);
      for (const quote of (node.textContent ?? "").matchAll(/[‘’“”]/g)) {
        const range = document.createRange();
        range.setStart(node, quote.index);
        range.setEnd(node, quote.index + 1);
        const width = range.getBoundingClientRect().width;
        if (width > 0 && width < 0.9 * fontSize) found.push(`${where}: half-width ${quote[0]} (${width} px)`);
      }
    }
  }
  return found;
};

/**
 * Japanese and Chinese headings broken inside a word (issue 41): a heading line that holds one
 * character alone ("先从网页版开 / 始", "价 / 格"). Lines are told apart by where each character
 * is laid out (a Range per character); punctuation alone on a line is the browser's rule, not a
 * break inside a word. Runs in the page: `page.evaluate(headingOrphans)`.
 */
export const headingOrphans = () => {
  const found: string[] = [];
  for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3")) {
    const lang = heading.closest("[lang]")?.getAttribute("lang") ?? "";
    if (!/^(ja|zh)/.test(lang) || heading.getClientRects().length === 0) continue;
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text.charAt(i))) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        const top = Math.round(box.top + box.height / 2);
        // Characters of one line share a middle within a few pixels (a Latin word beside hanzi).
        const line = [...lines.keys()].find((t) => Math.abs(t - top) < box.height / 2) ?? top;
        lines.set(line, (lines.get(line) ?? "") + text.charAt(i));
      }
    }
    if (lines.size < 2) continue;
    for (const line of lines.values()) {
      const letters = line.replace(/[\p{P}\p{S}]/gu, "");
      if ([...letters].length === 1) {
        found.push(`heading "${heading.textContent?.trim()}" leaves "${line}" alone on a line`);
      }
    }
  }
  return found;
};

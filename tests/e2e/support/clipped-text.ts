/**
 * Elements whose own text is cut off by their box (overflow hidden or clip): what a longer
 * translation breaks. Runs in the page (`page.evaluate(clippedText)`).
 */
export const clippedText = () =>
  [...document.querySelectorAll<HTMLElement>("body *")]
    .filter((el) => {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || el.getBoundingClientRect().width <= 1) return false;
      const style = getComputedStyle(el);
      const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
      return (
        (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
      );
    })
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`);

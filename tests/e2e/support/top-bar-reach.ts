/**
 * What keeps a top-bar control out of a visitor's reach: a box of the bar whose content is wider
 * than the box (scrolled or cut off, as the compact bar's menus were when a language made their
 * names longer than a phone), and a shown button or link whose centre is off the screen or under
 * something else. Runs in the page (`page.evaluate(topBarOutOfReach)`); an empty list is a bar
 * that fits.
 */
export const topBarOutOfReach = () => {
  const bar = document.querySelector("header:not(main header)");
  if (!bar) return ["no top bar"];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute("aria-label") ? `[${el.getAttribute("aria-label")}]` : ""} "${el.textContent?.trim().slice(0, 30)}"`;
  const found: string[] = [];
  for (const el of [bar, ...bar.querySelectorAll<HTMLElement>("*")]) {
    // Inline boxes have no client width to compare (both are 0); a visually hidden label is a 1 px box on purpose.
    if (el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      found.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
  }
  for (const control of bar.querySelectorAll<HTMLElement>("a[href], button")) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // not shown at this width (display: none)
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = x >= 0 && x < window.innerWidth ? document.elementFromPoint(x, y) : null;
    if (!hit || !control.contains(hit))
      found.push(`${name(control)} is out of reach (${Math.round(box.left)}..${Math.round(box.right)} px)`);
  }
  return found;
};

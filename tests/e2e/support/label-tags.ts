/**
 * SVG labels wider than the tag drawn under them (a `<text>` right after its `<rect>`, as the
 * landing's spark chart marks its good buy): SVG does not size a shape to its text, so a longer
 * translation runs out of its tag. Measured in the label's own units, whether or not it is shown
 * yet. Runs in the page (`page.evaluate(labelsOutOfTags)`).
 */
export const labelsOutOfTags = () =>
  [...document.querySelectorAll<SVGTextElement>("svg rect + text")]
    .filter((text) => {
      const tag = text.previousElementSibling as SVGRectElement;
      return text.getBBox().width > tag.getBBox().width;
    })
    .map((text) => `"${text.textContent?.trim()}" is wider than its tag`);

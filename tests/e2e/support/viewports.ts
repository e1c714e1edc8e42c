/** The two widths every page is checked at: the spec's phone and desktop layouts. */
export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

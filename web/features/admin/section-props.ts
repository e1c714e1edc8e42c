/**
 * What the console gives each section component. Apart from ./sections.ts (the table that lazily
 * imports every section) so that a section can name it without importing that table back.
 */
export interface SectionProps {
  /** The detail segment: /admin/orders/123 -> "123". */
  readonly item?: string | undefined;
}

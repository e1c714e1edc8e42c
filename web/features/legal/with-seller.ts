import { escapeHtml } from "#web/lib/html.ts";
import type { Seller } from "#web/seller.ts";

/**
 * The legal texts name the seller with `{{seller.name}}`-style placeholders (the Markdown is
 * rendered at build time, the seller comes from configuration): each is replaced by its value,
 * escaped; a placeholder that names no seller field is a mistake in the text and throws.
 */
export function withSeller(html: string, seller: Seller): string {
  return html.replace(/\{\{seller\.(\w+)\}\}/g, (placeholder, key: string) => {
    if (!Object.hasOwn(seller, key)) throw new Error(`legal text: unknown placeholder ${placeholder}`);
    return escapeHtml(seller[key as keyof Seller]);
  });
}

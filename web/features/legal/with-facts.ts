import { escapeHtml } from "#web/lib/html.ts";

/** The facts a legal text names, by group and name: `{{seller.name}}`, `{{trial.length}}`. */
export type Facts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The legal texts name facts that come from configuration (the seller, the trial's length, the
 * currencies sold) with `{{group.name}}` placeholders: the Markdown is rendered at build time and
 * the facts are known where the page renders, in its language. Each is replaced by its value,
 * escaped; a placeholder that names no fact is a mistake in the text and throws.
 */
export function withFacts(html: string, facts: Facts): string {
  return html.replace(/\{\{(\w+)\.(\w+)\}\}/g, (placeholder, group: string, name: string) => {
    const values = Object.hasOwn(facts, group) ? facts[group] : undefined;
    if (!values || !Object.hasOwn(values, name)) throw new Error(`legal text: unknown placeholder ${placeholder}`);
    return escapeHtml(values[name] as string);
  });
}

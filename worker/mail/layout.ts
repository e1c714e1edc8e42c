/**
 * The one layout of every mail the shop sends. A mail module (licence.ts, contact-notice.ts,
 * password-reset.ts, ...) describes its content as a list of blocks; `renderMail` turns that
 * into an HTML part (the brand header, a card, the footer) and the plain-text alternative, so
 * both parts always say the same thing and a new mail needs no HTML of its own.
 *
 *   renderMail(
 *     { lang: "en", subject, preheader, heading, reason, blocks: [
 *       { kind: "paragraph", text: "Your payout is on its way." },
 *       { kind: "facts", rows: [["Amount", "120.00 $"]] },
 *       { kind: "button", label: "Open the portal", url },
 *     ] },
 *     brandOf(env),
 *   ) // -> { subject, html, text }
 *
 * HTML mail clients ignore <style> sheets and most modern CSS: tables and inline styles only.
 */

import type { Locale } from "#common/locales.ts";
import { oneLine } from "#common/one-line.ts";
import { siteAddress } from "#common/site-url.ts";

/** The sender's identity in every mail: where the site is, where support answers. */
export interface MailBrand {
  readonly siteUrl: string;
  readonly supportEmail: string;
}

export const brandOf = (env: { readonly SITE_URL: string; readonly SUPPORT_EMAIL: string }): MailBrand => ({
  siteUrl: env.SITE_URL,
  supportEmail: env.SUPPORT_EMAIL,
});

export const BRAND_NAME = "TickSim";

/** A link inside a paragraph: "label" in HTML, "label: url" in the text part. */
export interface MailLink {
  readonly label: string;
  readonly url: string;
}

/** Running text: plain strings and links. */
export type Inline = string | MailLink;

export type MailBlock =
  | { readonly kind: "paragraph"; readonly text: string | readonly Inline[] }
  /** A sub-heading inside the card, e.g. one order of several. */
  | { readonly kind: "heading"; readonly text: string }
  /** Label/value rows, e.g. the order ID. */
  | { readonly kind: "facts"; readonly rows: readonly (readonly [label: string, value: string])[] }
  /** Lines to copy exactly (licence keys), in a monospace block. */
  | { readonly kind: "code"; readonly label: string; readonly lines: readonly string[] }
  /** The mail's main action. */
  | { readonly kind: "button"; readonly label: string; readonly url: string }
  /** A numbered how-to. */
  | { readonly kind: "steps"; readonly title: string; readonly items: readonly string[] }
  /** Further links, one a line. */
  | { readonly kind: "links"; readonly links: readonly MailLink[] }
  /** Someone else's words (a visitor's message), kept as written, line breaks included. */
  | { readonly kind: "quote"; readonly text: string }
  /** Fine print: terms in one line. */
  | { readonly kind: "small"; readonly text: string };

export interface MailContent {
  /** The language the mail is written in (the HTML part's `lang`). */
  readonly lang: Locale;
  readonly subject: string;
  /** The line inbox lists show after the subject; hidden in the body. */
  readonly preheader: string;
  readonly heading: string;
  readonly blocks: readonly MailBlock[];
  /** Why the recipient gets this mail, in the footer. */
  readonly reason: string;
}

export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export function renderMail(content: MailContent, brand: MailBrand): RenderedMail {
  // The subject is a header: whatever it quotes (a visitor's subject, an order id) stays on its line.
  const subject = oneLine(content.subject);
  return { subject, html: htmlOf({ ...content, subject }, brand), text: textOf(content, brand) };
}

const siteOf = (brand: MailBrand) => siteAddress(brand.siteUrl);

// ---- plain text ------------------------------------------------------------------------------

/** What follows a label in the text part, by the language's typography: "Amount: ", "Montant : ", "金額：". */
const COLONS: Partial<Record<Locale, string>> = { fr: "\u00a0: ", ja: "：", "zh-Hans": "：" };
const colonOf = (lang: Locale) => COLONS[lang] ?? ": ";

/** A link in the text part: its label, then where it goes unless the label already says it. */
function linkText(l: MailLink, inline: boolean, colon: string): string {
  const target = l.url.replace(/^mailto:/i, "");
  if (l.label.includes(target)) return l.label;
  return inline ? `${l.label} (${target})` : `${l.label}${colon}${target}`;
}

const inlineText = (parts: string | readonly Inline[], colon: string) =>
  typeof parts === "string" ? parts : parts.map((p) => (typeof p === "string" ? p : linkText(p, true, colon))).join("");

/** Full-width characters (Japanese, Chinese) take two columns of a monospace text view. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** A heading of the text part, underlined across its width. */
const underlined = (text: string, rule: "=" | "-") =>
  `${text}\n${rule.repeat([...text].reduce((width, c) => width + (WIDE.test(c) ? 2 : 1), 0))}`;

function blockText(block: MailBlock, colon: string): string {
  switch (block.kind) {
    case "paragraph":
      return inlineText(block.text, colon);
    case "heading":
      return underlined(block.text, "-");
    case "facts":
      return block.rows.map(([label, value]) => `${label}${colon}${value}`).join("\n");
    case "code":
      return [`${block.label}${colon.trimEnd()}`, ...block.lines.map((line) => `    ${line}`)].join("\n");
    case "button":
      return linkText(block, false, colon);
    case "steps":
      return [block.title, ...block.items.map((item, i) => `  ${i + 1}. ${item}`)].join("\n");
    case "links":
      return block.links.map((l) => linkText(l, false, colon)).join("\n");
    case "quote":
      return block.text
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
    case "small":
      return block.text;
  }
}

function textOf(content: MailContent, brand: MailBrand): string {
  return `${[
    underlined(content.heading, "="),
    ...content.blocks.map((block) => blockText(block, colonOf(content.lang))),
    ["--", `${BRAND_NAME} · ${siteOf(brand)} · ${brand.supportEmail}`, content.reason].join("\n"),
  ].join("\n\n")}\n`;
}

// ---- HTML ------------------------------------------------------------------------------------

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** Only web and mail links: a template never puts a `javascript:` or relative URL in a mail. */
function safeUrl(url: string): string {
  if (!/^(https?:\/\/|mailto:)/i.test(url)) throw new Error(`mail link must be absolute http(s) or mailto: ${url}`);
  return escapeHtml(url);
}

/** The palette: the site's brand colours on a light card, readable in every client. */
const color = {
  page: "#eef0f4",
  header: "#0f1115",
  card: "#ffffff",
  text: "#1b1f27",
  muted: "#5f6673",
  border: "#dfe3ea",
  codeBg: "#f3f5f8",
  green: "#12b886",
  button: "#2a6ae6",
  link: "#1f5fd6",
} as const;
const sans = "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const mono = "ui-monospace,'SFMono-Regular',Menlo,Consolas,'Courier New',monospace";

const link = (l: MailLink) => `<a href="${safeUrl(l.url)}" style="color:${color.link};">${escapeHtml(l.label)}</a>`;

const inlineHtml = (parts: string | readonly Inline[]) =>
  typeof parts === "string"
    ? escapeHtml(parts)
    : parts.map((p) => (typeof p === "string" ? escapeHtml(p) : link(p))).join("");

const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:1.6;color:${color.text};`;

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="${paragraphStyle}">${inlineHtml(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.4;color:${color.text};">${escapeHtml(block.text)}</h2>`;
    case "facts":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:${color.muted};">${escapeHtml(label)}</td><td style="padding:2px 0;color:${color.text};font-weight:600;">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "code":
      return `<p style="margin:0 0 6px;font-size:14px;color:${color.muted};">${escapeHtml(block.label)}</p><pre style="margin:0 0 16px;padding:14px 16px;background:${color.codeBg};border:1px solid ${color.border};border-radius:8px;font-family:${mono};font-size:16px;line-height:1.7;color:${color.text};white-space:pre-wrap;overflow-wrap:anywhere;">${block.lines.map(escapeHtml).join("\n")}</pre>`;
    case "button":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${color.button};"><a href="${safeUrl(block.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(block.label)}</a></td></tr></table>`;
    case "steps":
      return `<p style="margin:0 0 8px;font-size:16px;font-weight:600;color:${color.text};">${escapeHtml(block.title)}</p><ol style="margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;color:${color.text};">${block.items
        .map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`)
        .join("")}</ol>`;
    case "links":
      return `<p style="${paragraphStyle}">${block.links.map(link).join("<br>")}</p>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${color.green};background:${color.codeBg};font-size:15px;line-height:1.6;color:${color.text};white-space:pre-wrap;">${escapeHtml(block.text)}</blockquote>`;
    case "small":
      return `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${color.muted};">${escapeHtml(block.text)}</p>`;
  }
}

function htmlOf(content: MailContent, brand: MailBrand): string {
  const site = siteOf(brand);
  return `<!DOCTYPE html>
<html lang="${content.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${color.page};font-family:${sans};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${color.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;">
<tr><td style="background:${color.header};border-radius:12px 12px 0 0;padding:18px 28px;">
<a href="${safeUrl(site)}" style="font-family:${sans};font-size:22px;font-weight:700;color:#ffffff;text-decoration:none;letter-spacing:0.2px;"><span style="color:${color.green};">&#9650;</span> ${BRAND_NAME}</a>
</td></tr>
<tr><td style="background:${color.card};border-radius:0 0 12px 12px;padding:28px;font-family:${sans};">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${color.text};">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:20px 28px;font-family:${sans};font-size:12px;line-height:1.6;color:${color.muted};">
${escapeHtml(content.reason)}<br>
${BRAND_NAME} · <a href="${safeUrl(site)}" style="color:${color.muted};">${escapeHtml(new URL(site).host)}</a> · <a href="${safeUrl(`mailto:${brand.supportEmail}`)}" style="color:${color.muted};">${escapeHtml(brand.supportEmail)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

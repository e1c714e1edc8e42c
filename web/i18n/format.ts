/**
 * The pages' import of THE formatter (docs/i18n.md). It lives in common/format.ts, runtime-neutral,
 * because the Worker's mails format with it too (decision 055).
 */
export { type Formatter, formatterOf } from "#common/format.ts";

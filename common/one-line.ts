/**
 * Text that must stay on one line: a mail header (a subject, an address) and the form fields that
 * become one. A CR or LF in a header starts a new header ("Hi\r\nBcc: someone"), so every control
 * character (C0, DEL, C1) and the Unicode line and paragraph separators count as line breaks.
 */
const BREAKS = "\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029";
const ANY_BREAK = new RegExp(`[${BREAKS}]`, "u");
const BREAK_RUNS = new RegExp(`[${BREAKS}]+`, "gu");

export const hasLineBreaks = (text: string): boolean => ANY_BREAK.test(text);

/** The text with each run of control characters replaced by one space. */
export const oneLine = (text: string): string => text.replace(BREAK_RUNS, " ");

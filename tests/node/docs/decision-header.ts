/**
 * The header every decision record opens with:
 *
 *   # 033 — A prerendered page paints first; its code downloads and hydrates after
 *
 *   Date: 2026-11-23. Status: accepted.
 *
 * The status is `accepted`, `accepted, amended by [034](034-name.md)` (several links joined by ", " or " and ") or
 * `superseded by [034](034-name.md)`: a record that no longer holds names the one that replaced it.
 */

export type RecordLink = { number: string; file: string };

export type DecisionHeader = {
  number: string;
  title: string;
  date: string;
  /** The status as written, links included. */
  status: string;
  /** The status with each link replaced by its number, as the index of docs/ writes it. */
  plainStatus: string;
  amendedBy: RecordLink[];
  supersededBy: RecordLink | undefined;
};

const FILE_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TITLE = /^# (\d{3}) — (\S.*)$/;
const LINK_SOURCE = String.raw`\[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\)`;
const LINKS_SOURCE = `${LINK_SOURCE}(?:(?:, | and )${LINK_SOURCE})*`;
const DATE_AND_STATUS = new RegExp(
  String.raw`^Date: (\d{4}-\d{2}-\d{2})\. Status: (accepted|accepted, amended by ${LINKS_SOURCE}|superseded by ${LINK_SOURCE})\.$`,
);

function linksIn(text: string): RecordLink[] {
  return [...text.matchAll(new RegExp(LINK_SOURCE, "g"))].map((match) => ({
    number: match[1] ?? "",
    file: match[2] ?? "",
  }));
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** The record's header, or the reasons it has none in the expected form. */
export function readDecisionHeader(fileName: string, markdown: string): DecisionHeader | { problems: string[] } {
  const problems: string[] = [];
  const fileNumber = FILE_NAME.exec(fileName)?.[1];
  if (fileNumber === undefined) problems.push(`the file name is not NNN-words-in-kebab-case.md`);
  const [titleLine = "", blank, dateLine = ""] = markdown.split("\n");
  const title = TITLE.exec(titleLine);
  if (title === null) problems.push(`line 1 is not "# NNN — Title": ${JSON.stringify(titleLine)}`);
  else if (fileNumber !== undefined && title[1] !== fileNumber)
    problems.push(`line 1 numbers it ${title[1]}, the file name ${fileNumber}`);
  if (blank !== "") problems.push("line 2 is not empty");
  const dateAndStatus = DATE_AND_STATUS.exec(dateLine);
  if (dateAndStatus === null)
    problems.push(`line 3 is not "Date: YYYY-MM-DD. Status: <status>.": ${JSON.stringify(dateLine)}`);
  else if (!isCalendarDate(dateAndStatus[1] ?? "")) problems.push(`${dateAndStatus[1]} is not a calendar date`);
  if (problems.length > 0 || title === null || dateAndStatus === null) return { problems };

  const status = dateAndStatus[2] ?? "";
  const links = linksIn(status);
  for (const link of links) {
    if (!link.file.startsWith(`${link.number}-`))
      problems.push(`the link [${link.number}] points at ${link.file}, another record's number`);
    if (link.number === fileNumber) problems.push("it names itself as a successor");
  }
  if (problems.length > 0) return { problems };
  return {
    number: title[1] ?? "",
    title: title[2] ?? "",
    date: dateAndStatus[1] ?? "",
    status,
    plainStatus: status.replace(new RegExp(LINK_SOURCE, "g"), "$1"),
    amendedBy: status.startsWith("accepted") ? links : [],
    supersededBy: status.startsWith("superseded") ? links[0] : undefined,
  };
}

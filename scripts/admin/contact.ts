import { recentContactMessages } from "#worker/services/contact.ts";
import { type AdminCommand, UsageError } from "./command";

const DEFAULT_COUNT = 20;
const MAX_COUNT = 1000;

/** `npm run admin -- contact:list [n]`: the n most recent contact messages, newest first. */
export const contactList: AdminCommand = {
  name: "contact:list",
  usage: "contact:list [n]",
  description: `the n most recent contact messages, newest first (default ${DEFAULT_COUNT})`,
  async run(db, args) {
    const [raw] = args;
    const count = raw === undefined ? DEFAULT_COUNT : Number(raw);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
      throw new UsageError(`n must be a whole number from 1 to ${MAX_COUNT}, got ${JSON.stringify(raw)}`);
    }
    const rows = await recentContactMessages(db, count);
    if (rows.length === 0) {
      console.log("No contact messages.");
      return;
    }
    for (const row of rows) {
      const score = row.captchaScore === null ? "unchecked (development)" : String(row.captchaScore);
      console.log(
        [
          `#${row.id}  ${new Date(row.createdAt).toISOString()}  from ${row.email}  (captcha score: ${score}, ip: ${row.ip ?? "-"})`,
          `Subject: ${row.subject}`,
          ...row.content.split("\n").map((line) => `  ${line}`),
          "",
        ].join("\n"),
      );
    }
    console.log(`${rows.length} message${rows.length === 1 ? "" : "s"}.`);
  },
};

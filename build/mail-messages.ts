/**
 * Writes worker/mail/messages.generated.json, the Worker's mails compiled from their catalogues
 * (worker/mail/messages/<locale>/<mail>.json, decision 055), after the same checks as the pages'
 * messages: a missing or extra key, or a message that is not ICU, stops it with the file and key.
 *
 *   npm run messages:mail
 */
import { writeFileSync } from "node:fs";
import { compiledMailMessages, MAIL_MESSAGES_FILE } from "./messages.ts";

writeFileSync(MAIL_MESSAGES_FILE, compiledMailMessages(process.cwd()));
console.log(`wrote ${MAIL_MESSAGES_FILE}`);
